import SwiftUI
import Observation

struct Event { var title: String }

@Observable
class VM {
    let uid: String?
    var events: [Event] = []
    var show = false
    init(uid: String?) { self.uid = uid }
}

struct Root: View {
    @State private var vm: VM
    init(uid: String = "") {
        _vm = State(initialValue: VM(uid: uid))
    }
    var body: some View {
        NavigationStack {
            List {
                Text("Events \(vm.events.count)")
            }
            .navigationTitle("Dashboard")
            .navigationDestination(isPresented: $vm.show) {
                Text("Detail")
            }
            .toolbar {
                ToolbarItem {
                    Button("Add") { vm.show = true }
                }
            }
        }
    }
}


