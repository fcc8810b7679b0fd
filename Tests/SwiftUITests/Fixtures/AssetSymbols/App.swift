import SwiftUI

private let skyline = [ImageResource.buildingOne, .acTower]

struct ContentView: View {
    var body: some View {
        VStack {
            Image(.tokyo)
            Image(skyline[1])
            Image(ImageResource.Fountain.stone)
            Image(.riverMap)
            Image(.notInACatalog)
        }
    }
}
