// XunMengWinter__PetNote-oss: mymx/Model/{PetModel,NoteModel}.swift (Gender/Family models, computed get/set, getPets, toDict), ViewModel/NoteVM.swift (deleteNote), Views/Note/NoteItem.swift
import Foundation

enum Gender: String, CaseIterable, Codable, Identifiable { case male, female, hermaphroditic, unknown; var id: String { rawValue } }
struct GenderModel: Codable, Identifiable {
    let id: Gender, en: String, cn: String
    static func getModel(_ gender: Gender) -> GenderModel {
        switch gender {
        case .male: return GenderModel(id: gender, en: "male ♂", cn: "雄 ♂")
        case .female: return GenderModel(id: gender, en: "female ♀", cn: "雌 ♀")
        case .hermaphroditic: return GenderModel(id: gender, en: "hermaphroditic ⚥", cn: "雌雄同体 ⚥")
        case .unknown: return GenderModel(id: gender, en: "unknown", cn: "未知")
        }
    }
}
enum Family: String, CaseIterable, Codable, Identifiable { case cat, dog, rabbit, fish, bird, flower, other; var id: String { rawValue } }
struct FamilyModel: Codable, Identifiable {
    let id: Family, en: String, cn: String, systemName: String
    static let familyDict: [Family: FamilyModel] = [
        .cat: FamilyModel(id: .cat, en: "Cat 🐱", cn: "猫 🐱", systemName: "cat"),
        .dog: FamilyModel(id: .dog, en: "Dog 🐶", cn: "狗 🐶", systemName: "dog"),
        .rabbit: FamilyModel(id: .rabbit, en: "Rabbit 🐰", cn: "兔 🐰", systemName: "hare"),
        .flower: FamilyModel(id: .bird, en: "Flower 🌷", cn: "花 🌷", systemName: "camera.macro"),
        .other: FamilyModel(id: .other, en: "Other", cn: "其他", systemName: "photo.badge.plus"),
    ]
    static func getModel(_ family: String) -> FamilyModel {
        let familyEnum = Family(rawValue: family)!
        return familyDict[familyEnum] ?? FamilyModel(id: familyEnum, en: family, cn: family, systemName: "photo.badge.plus")
    }
}
struct PetModel: Codable, Equatable, Identifiable {
    var id = 0, name = "", gender = Gender.unknown.rawValue, family = Family.cat.rawValue, birthTime = 0
    var birthDate: Date {
        get { Date(timeIntervalSince1970: TimeInterval(birthTime)) }   // the app returns Date() when birthTime == 0
        set { birthTime = Int(newValue.timeIntervalSince1970) }
    }
    var familyModel: FamilyModel {
        get { FamilyModel.getModel(family) }
        set { family = newValue.id.rawValue }
    }
}
struct NoteModel: Codable, Equatable, Identifiable {
    var id = 0, content = "", type = 0
    var images: [String] = [], pets: [Int] = []
    var noteTime = 0
    func toDict() -> [String: Any] { ["content": content, "type": type, "images": images, "pets": pets, "noteTime": noteTime] }
    func getPets(allPets: [PetModel]) -> [PetModel] {
        var petModels: [PetModel] = []
        pets.forEach { petId in
            for petModel in allPets where petModel.id == petId { petModels.append(petModel); break }
        }
        return petModels
    }
}

var pets = try! JSONDecoder().decode([PetModel].self, from: Data("""
[{"id":1,"name":"米团","gender":"female","family":"cat","birthTime":1577836800},{"id":2,"name":"Biscuit","gender":"male","family":"dog","birthTime":1609459200},
 {"id":3,"name":"小花","gender":"unknown","family":"flower","birthTime":0},{"id":4,"name":"Nemo","gender":"hermaphroditic","family":"fish","birthTime":1700000000}]
""".utf8))
let style = Date.FormatStyle(date: .numeric, time: .omitted, locale: Locale(identifier: "zh_CN"), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
for pet in pets {
    let gender = GenderModel.getModel(Gender(rawValue: pet.gender)!), family = pet.familyModel
    print("\(pet.name): \(gender.cn) / \(gender.en), \(family.cn) [\(family.systemName)] id \(family.id.rawValue), born \(pet.birthDate.formatted(style))")
}
pets[3].familyModel = FamilyModel.getModel("other")
pets[1].birthDate = Date(timeIntervalSince1970: 1_612_137_600)
print("changed:", pets[3].family, pets[1].birthTime, pets[3] == pets[3], pets[0] == pets[1])

var noteList = [
    NoteModel(id: 10, content: "第一次洗澡 🛁", images: ["a.jpg"], pets: [1, 2], noteTime: 1_700_100_000),
    NoteModel(id: 11, content: "Walk in the park", pets: [2, 9], noteTime: 1_700_200_000),
    NoteModel(id: 12, content: "浇水", type: 1, pets: [3, 1, 3], noteTime: 1_700_300_000),
]
for note in noteList.sorted(by: { $0.noteTime > $1.noteTime }) {
    print("#\(note.id) \(note.content) — \(note.getPets(allPets: pets).map(\.name).joined(separator: "、")) — \(Date(timeIntervalSince1970: TimeInterval(note.noteTime)).formatted(style))")
}
let dict = noteList[0].toDict()
print(dict.keys.sorted().map { "\($0)=\(dict[$0]!)" }.joined(separator: "; "))
let deleted = noteList[1]
noteList.removeAll(where: { $0 == deleted })
print("after delete:", noteList.map(\.id), "| genders:", Gender.allCases.map { GenderModel.getModel($0).cn })
