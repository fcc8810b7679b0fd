import SwiftUI
import Observation

struct StepsCollection {
    struct Element {
        let view: any View
        let line: UInt
    }
    let elements: [Element]
}

@resultBuilder
enum StepsBuilder {
    static func buildExpression(_ view: some View, _ line: UInt = #line) -> [StepsCollection.Element] {
        [StepsCollection.Element(view: view, line: line)]
    }
    static func buildBlock(_ children: [StepsCollection.Element]...) -> [StepsCollection.Element] {
        children.flatMap { $0 }
    }
    static func buildOptional(_ elements: [StepsCollection.Element]?) -> [StepsCollection.Element] {
        elements ?? []
    }
    static func buildFinalResult(_ elements: [StepsCollection.Element]) -> StepsCollection {
        StepsCollection(elements: elements)
    }
}

struct StepID: Hashable {
    let line: UInt
}

@MainActor
@Observable
final class StepPath {
    var path: [StepID] = []
    var isComplete: Binding<Bool>?
    @ObservationIgnored var steps: [StepID: any View] = [:]
    @ObservationIgnored var order: [StepID] = []
    @ObservationIgnored var kinds: [StepID: ObjectIdentifier] = [:]
    @ObservationIgnored var didConfigure = false

    var firstID: StepID? { order.first }

    var firstStep: AnyView {
        guard let firstID, let view = steps[firstID] else { return AnyView(EmptyView()) }
        return AnyView(view)
    }

    func configure(_ elements: [StepsCollection.Element], isComplete: Binding<Bool>?) {
        didConfigure = true
        self.isComplete = isComplete
        for element in elements {
            let id = StepID(line: element.line)
            order.append(id)
            steps[id] = element.view
            kinds[id] = ObjectIdentifier(type(of: element.view))
        }
    }

    func view(for id: StepID) -> AnyView {
        guard let view = steps[id] else { return AnyView(Text("Illegal")) }
        return AnyView(view)
    }

    /// Pushes the first step after the current one whose view is of `type`.
    func jump(to type: any View.Type) {
        let current = order.firstIndex(where: { $0 == (path.last ?? order.first) }) ?? 0
        guard let found = order[current...].dropFirst().firstIndex(where: { kinds[$0] == ObjectIdentifier(type) })
        else { return }
        path.append(order[found])
    }

    func nextStep() {
        let current = path.last ?? order.first
        guard let index = order.firstIndex(where: { $0 == current }), index + 1 < order.count else {
            isComplete?.wrappedValue = true
            return
        }
        path.append(order[index + 1])
    }
}

struct StepStack: View {
    private let steps: StepsCollection
    private let isComplete: Binding<Bool>?
    @State private var internalPath = StepPath()

    init(didComplete: Binding<Bool>? = nil, @StepsBuilder _ content: () -> StepsCollection) {
        steps = content()
        isComplete = didComplete
        if !internalPath.didConfigure {
            internalPath.configure(steps.elements, isComplete: isComplete)
        }
    }

    var body: some View {
        @Bindable var path = internalPath
        NavigationStack(path: $path.path) {
            path.firstStep
                .navigationDestination(for: StepID.self) { step in
                    path.view(for: step)
                }
        }
        .environment(path)
    }
}

struct StepView: View {
    @Environment(StepPath.self) private var path
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Button("Next") { path.nextStep() }
            Button("Last") { path.jump(to: LastStep.self) }
        }
    }
}

struct RootView: View {
    @State var done = false
    var body: some View {
        if done {
            Text("All done")
        } else {
            StepStack(didComplete: $done) {
                StepView(title: "First")
                StepView(title: "Second")
                StepView(title: "Third")
                LastStep()
            }
        }
    }
}

struct LastStep: View {
    var body: some View { Text("The end") }
}
