import MapKit
import SwiftUI

#if os(iOS)
typealias ViewRepresentable = UIViewRepresentable
#else
typealias ViewRepresentable = NSViewRepresentable
#endif

/// A UIKit view wrapped through a type alias of the representable protocol.
struct RouteMap: ViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}

struct RouteScreen: View {
    var body: some View {
        VStack {
            Text("Route")
            RouteMap()
        }
    }
}
