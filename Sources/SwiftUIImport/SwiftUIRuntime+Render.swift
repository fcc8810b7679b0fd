internal import AppModel
internal import AppSpec
internal import SwiftSyntax
internal import SwiftUISource

/// Evaluating a live app's screens from its state: the entry, the screens
/// pushed on each stack, the presentation the state shows (and what it
/// pushes and presents in turn), then the transitions from what is shown.
extension SwiftUIRuntime {
    /// Presentations shown on top of each other at most.
    static let maximumLevels = 8

    /// The screens the state shows now, and the transitions that get there.
    func render() -> LiveUpdate {
        live.startEvaluation()
        let evaluator = makeEvaluator()
        guard let (nodes, name, location) = try? translator.entryViews(entry, evaluator) else { return LiveUpdate() }
        var builder = ScreenBuilder(name: name, location: location)
        builder.add(nodes, rightToLeft: rightToLeft)
        builder.screensNamedApart = true
        var made: [Int: [String]] = [0: builder.controllers.filter { $0.kind == .content }.map(\.id)]
        var counted = builder.controllers.count
        var evaluated: [(level: Int, reset: Reset)] = [(0, .none)]
        var desiredPushes: [[Shown]] = []
        var desiredPresented: [Shown] = []
        var presenters = [builder.root]
        paths = [:]
        /// The content controllers made since the last note belong to the screen evaluated last.
        func noteControllers() {
            let new = builder.controllers[counted...].filter { $0.kind == .content || $0.kind == .alert }.map(\.id)
            counted = builder.controllers.count
            if !new.isEmpty { made[evaluated.count - 1, default: []] += new }
        }
        var level = 0
        var firstUnseen = 0
        while true {
            counted = builder.controllers.count
            desiredPushes.append(pushes(level: level, name: name, evaluator, &builder, &evaluated, &made))
            counted = builder.controllers.count
            guard level < Self.maximumLevels, let shown = live.presentations[firstUnseen...].first(where: \.isShown)
            else { break }
            firstUnseen = live.presentations.count
            level += 1
            let reset = shown.reset
            live.screen = evaluated.count
            evaluated.append((level, reset))
            live.path = nil
            live.dismissDisabled = false
            var scope = shown.scope
            if let item = shown.item, let content = shown.content,
                let parameter = SwiftUIEvaluator.parameterNames(content).first ?? "$0" as String?
            {
                scope.values[parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter] = item
            }
            let id: String
            switch shown.kind {
            case .alert, .confirmationDialog:
                id = alert(shown, scope, evaluator, &builder)
            default:
                let views = shown.content.map { evaluator.content($0.statements, scope) } ?? []
                id = builder.addPresented(
                    views, kind: shown.kind, modal: live.dismissDisabled, fallbackName: "\(name) \(shown.kind.rawValue)"
                )
            }
            noteControllers()
            desiredPresented.append(Shown(id: id, reset: reset))
            presenters.append(id)
        }
        if let menu = openMenu {
            // An open menu lists its items over everything, as a menu does.
            live.screen = evaluated.count
            evaluated.append((level + 1, .menu))
            let buttons = menu.items.map { item in
                ControllerSpec.AlertActionSpec(
                    title: item.title, handler: HandlerSpec(actions: [], code: live.record(.menuChoice(item.action))))
            }
            let id = builder.addAlert(
                title: nil, message: nil, style: .actionSheet, buttons: buttons, name: (menu.title ?? "Menu") + " Menu")
            desiredPresented.append(Shown(id: id, reset: .menu))
            presenters.append(id)
        }
        screens = evaluated
        screenControllers = made
        // A watcher first met now starts from the value it sees.
        for watcher in live.watchers.reversed() where watched[watcher.place] == nil || firstSeen.contains(watcher.place)
        {
            watched[watcher.place] = watcher.value
            firstSeen.insert(watcher.place)
        }
        firstSeen = []
        lastFocusTargets = builder.focusTargets
        tabBars = builder.tabBars
        // A tab the code selected (`selection = .settings`) is shown.
        var actions: [LiveAction] = []
        for bar in builder.tabBars {
            guard case .tabBar(let content)? = builder.controller(withID: bar.id)?.content else { continue }
            if let shown = shownTabs[bar.id], shown != content.selected {
                actions.append(LiveAction(ActionSpec(kind: .selectTab(.index(content.selected))), from: bar.id))
            }
            shownTabs[bar.id] = content.selected
        }
        actions += transitions(to: desiredPushes, desiredPresented, presenters: presenters)
        noteUnknownParts(of: builder.controllers, at: location)
        return LiveUpdate(controllers: builder.controllers, actions: actions)
    }

    /// The screens pushed on `level`'s stack: its path's values, the links
    /// followed, the destinations whose state is true; their ids.
    private func pushes(
        level: Int, name: String, _ evaluator: SwiftUIEvaluator, _ builder: inout ScreenBuilder,
        _ evaluated: inout [(level: Int, reset: Reset)], _ made: inout [Int: [String]]
    ) -> [Shown] {
        var result: [Shown] = []
        func push(_ reset: Reset, fallback: String, _ views: () -> [ViewNode]) {
            live.screen = evaluated.count
            evaluated.append((level, reset))
            // A pushed screen is in its stack.
            live.navigationDepth = 1
            let id = builder.addPushed(views(), fallbackName: fallback)
            live.navigationDepth = 0
            made[evaluated.count - 1, default: []].append(id)
            result.append(Shown(id: id, reset: reset))
        }
        if let path = live.path {
            paths[level] = path
            if case .array(let values) = evaluator.storedState(path.slot) ?? path.value {
                for (index, value) in values.prefix(32).enumerated() {
                    push(.path(slot: path.slot, keeping: index), fallback: "\(name) \(value.text)") {
                        destinationViews(for: value, evaluator)
                    }
                }
            }
        }
        let statePushes = live.statePushes
        live.statePushes = []
        for (index, link) in linkPushes.enumerated() where link.level == level {
            var fallback = "\(name) detail"
            if case .destination(_, _, let title?) = link.push, !title.isEmpty { fallback = title }
            push(.link(index), fallback: fallback) {
                switch link.push {
                case .destination(let syntax, let scope, _):
                    if let closure = syntax.as(ClosureExprSyntax.self) {
                        return evaluator.content(closure.statements, scope)
                    }
                    return syntax.as(ExprSyntax.self).map { evaluator.views($0, scope) } ?? []
                case .value(let value):
                    return destinationViews(for: value, evaluator)
                }
            }
        }
        for statePush in statePushes {
            push(.state(statePush.slot), fallback: "\(name) detail") {
                evaluator.content(statePush.closure.statements, statePush.scope)
            }
        }
        return result
    }

    /// The views `navigationDestination(for:)` shows for a pushed value.
    private func destinationViews(for value: SwiftValue, _ evaluator: SwiftUIEvaluator) -> [ViewNode] {
        let typeName: String
        switch value {
        case .instance(let type, _): typeName = type
        case .member(let type?, _, _): typeName = type
        case .string: typeName = "String"
        case .number: typeName = "Int"
        case .real: typeName = "Double"
        case .bool: typeName = "Bool"
        default: typeName = ""
        }
        let short = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let found =
            live.destinations[typeName] ?? live.destinations[short]
            ?? live.destinations.first { $0.key.split(separator: ".").last.map(String.init) == short }?.value
            ?? (live.destinations.count == 1 ? live.destinations.first?.value : nil)
        guard let (closure, scope) = found else { return [] }
        var inner = scope
        if let parameter = SwiftUIEvaluator.parameterNames(closure).first ?? "$0" as String? {
            inner.values[parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter] = value
        }
        return evaluator.content(closure.statements, inner)
    }

    /// Dismissals, pops, pushes and presentations that take the screen from
    /// what is shown to what the state shows.
    private func transitions(to pushes: [[Shown]], _ presented: [Shown], presenters: [String]) -> [LiveAction] {
        var actions: [LiveAction] = []
        let keep = zip(shownPresented, presented).prefix { $0.id == $1.id }.count
        if keep < shownPresented.count {
            actions.append(LiveAction(ActionSpec(kind: .dismiss), from: shownPresented[keep].id))
        }
        for level in 0...keep where level < pushes.count {
            let old = level < shownPushes.count ? shownPushes[level] : []
            let new = pushes[level]
            let common = zip(old, new).prefix { $0.id == $1.id }.count
            if common == 0 && !old.isEmpty {
                actions.append(LiveAction(ActionSpec(kind: .popToRoot), from: presenters[level]))
            } else {
                for _ in common..<old.count {
                    actions.append(LiveAction(ActionSpec(kind: .pop), from: presenters[level]))
                }
            }
            for shown in new[common...] { actions.append(LiveAction(.push(shown.id), from: presenters[level])) }
        }
        for index in keep..<presented.count {
            actions.append(LiveAction(.present(presented[index].id), from: presenters[index]))
            if index + 1 < pushes.count {
                for shown in pushes[index + 1] {
                    actions.append(LiveAction(.push(shown.id), from: presented[index].id))
                }
            }
        }
        shownPushes = pushes
        shownPresented = presented
        return actions
    }
}
