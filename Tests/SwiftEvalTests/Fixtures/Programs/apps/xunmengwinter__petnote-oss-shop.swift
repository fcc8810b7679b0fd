// XunMengWinter__PetNote-oss: mymx/Model/{GoodsModel,GoodsTypeModel}.swift, ViewModel/ShopVM.swift (typeFirstDict, cart), Views/shop/GoodsRow.swift
import Foundation

struct GoodsTypeModel: Codable, Equatable, Identifiable, Hashable {
    var id: Int { type }
    var type: Int
    var name: String
    static var goodsTypes: [GoodsTypeModel] = [
        GoodsTypeModel(type: 100, name: "猫粮"), GoodsTypeModel(type: 150, name: "零食"), GoodsTypeModel(type: 200, name: "营养品"),
        GoodsTypeModel(type: 500, name: "猫砂"), GoodsTypeModel(type: 550, name: "狗粮"),
    ]
    static var goodsTypeDict: [Int: GoodsTypeModel] = Dictionary(uniqueKeysWithValues: goodsTypes.map { ($0.type, $0) })
}
struct GoodsModel: Codable, Hashable {
    let _id: String, type: Int, weight: Int?, desc: String?, price: Int
    let images: [String]
    let name: String, stock: Int
    var typeModel: GoodsTypeModel { GoodsTypeModel.goodsTypeDict[type] ?? GoodsTypeModel(type: type, name: "unknown") }
    func getUnitStr() -> String? {
        if type == 100 && weight != nil && weight! > 0 {
            let unitPrice: Float = Float(price * 5 * 10 / weight!).rounded() / 10.0
            if floor(unitPrice) == unitPrice { return "( ¥ \(Int(unitPrice)) / 斤 )" }
            return "( ¥ \(unitPrice) / 斤 )"
        }
        return nil
    }
    func getPriceStr() -> String {
        if price % 100 == 0 { return String(price / 100) }
        return String(Float(price) / 100.0)
    }
    func getImageUrl() -> String {
        if images.isEmpty { return "" }
        let link = images[0]
        if !link.hasPrefix("cloud") { return link }
        var arr = link.split(separator: "/")
        arr[0] = "https:/"
        arr[1] = arr[1].split(separator: ".")[1] + ".tcb.qcloud.la"
        return arr.joined(separator: "/")
    }
}

final class ShopVM {
    var goodsList: [GoodsModel] = []
    var typeFirstDict: [Int: GoodsModel] = [:]
    var typeCountDict: [GoodsTypeModel: Int] = [:]
    var cartDict: [GoodsModel: Int] = [:]
    var goodsCount = 0, goodsAmount = 0
    func getGoodsList(_ data: [GoodsModel]) {
        goodsList = data
        if data.count > 1 {
            var currentType = -1
            for goods in data where goods.type != currentType {
                currentType = goods.type
                typeFirstDict[goods.type] = goods
            }
        }
    }
    func addToCart(goods: GoodsModel, count: Int) {
        if cartDict[goods] == nil { cartDict[goods] = 0 }
        let nextCount = cartDict[goods]! + count
        if nextCount >= 0 && nextCount <= goods.stock {
            cartDict[goods] = nextCount
            goodsAmount += count * goods.price
            goodsCount += count
            if let goodsType = GoodsTypeModel.goodsTypeDict[goods.type] { typeCountDict[goodsType, default: 0] += count }
        }
    }
}

let json = """
[{"_id":"g1","type":100,"weight":1500,"desc":"全价猫粮","price":12900,"images":["cloud://env-1.7a2b-env-1-1300/goods/food.png"],"name":"鸡肉猫粮","stock":5},
 {"_id":"g2","type":100,"weight":2000,"price":15850,"images":["https://img.example.com/2.png"],"name":"三文鱼猫粮","stock":2},
 {"_id":"g3","type":150,"price":1990,"images":[],"name":"冻干零食","stock":10},
 {"_id":"g4","type":500,"weight":6000,"price":4500,"images":["https://img.example.com/4.png"],"name":"豆腐猫砂","stock":0},
 {"_id":"g5","type":999,"price":100,"images":[],"name":"神秘礼物","stock":1}]
"""
let shop = ShopVM()
shop.getGoodsList(try! JSONDecoder().decode([GoodsModel].self, from: Data(json.utf8)))
for goods in shop.goodsList {
    print("\(goods.name) [\(goods.typeModel.name)] ¥\(goods.getPriceStr()) \(goods.getUnitStr() ?? "") \(goods.getImageUrl().isEmpty ? "(no image)" : goods.getImageUrl())")
}
print("first of each type:", shop.typeFirstDict.keys.sorted().map { "\($0)=\(shop.typeFirstDict[$0]!._id)" })
let g = shop.goodsList
for (goods, count) in [(g[0], 2), (g[1], 3), (g[1], 2), (g[2], 4), (g[0], -1), (g[3], 1), (g[2], -5)] { shop.addToCart(goods: goods, count: count) }
print("cart: \(shop.goodsCount) items, ¥\(String(format: "%.2f", Double(shop.goodsAmount) / 100))")
print("per goods:", shop.cartDict.filter { $0.value > 0 }.map { "\($0.key._id)x\($0.value)" }.sorted())
print("per type:", GoodsTypeModel.goodsTypes.compactMap { type in shop.typeCountDict[type].map { "\(type.name) \($0)" } })
