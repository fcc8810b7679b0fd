import SwiftSyntax

extension Interpreter {
    /// A name the interpreter could not resolve where it is written: code
    /// outside the sources when no file declares anything by that name, else
    /// an evaluator gap (a member of a type of the sources, reached where
    /// the interpreter does not know the instance that holds it).
    func undeclared(_ name: String, call: Bool, at node: some SyntaxProtocol) -> Value {
        let written = call ? "\(name)(…)" : name
        // `Backend` of `Backend.Category` read alone: the module the sources import, which names its types.
        if !call, declarations.importedModules.contains(name), declarations.type(named: name) == nil {
            return .metatype(name)
        }
        if Self.swiftUINames.contains(name) {
            return unknown(.evaluatorGap, "\(written) is SwiftUI's, which this interpreter does not make", at: node)
        }
        if Self.isGenericParameter(name, around: Syntax(node)) {
            return unknown(.evaluatorGap, "the generic parameter \(name), not bound by this call", at: node)
        }
        // `Query(…)` of SwiftData: the rows the device's database holds.
        if AppleFrameworks.dataSources.contains(name) {
            return unknown(
                .runtimeData, "\(written): data only the running device has (its database, sensors, network)", at: node)
        }
        if let state = AppleFrameworks.deviceState[name] {
            return unknown(.runtimeData, "\(written): \(state)", at: node)
        }
        if AppleFrameworks.typeNames.contains(name) {
            return unknown(.evaluatorGap, "\(written) is Apple's, which this interpreter does not make", at: node)
        }
        // `StoreOf<Feature>`: a package's type holding the app's own `Feature`.
        if let specialized = node.parent?.as(GenericSpecializationExprSyntax.self),
            let held = sourceTypeNamed(in: Syntax(specialized.genericArgumentClause))
        {
            return unknown(.evaluatorGap, Self.packageHolding(name, held), at: node)
        }
        // `infoDictionary` in `extension Bundle`: the library type's member.
        if let extended = Self.extendedLibraryType(around: Syntax(node)), Library.typeNames.contains(extended) {
            if extended == "Bundle" {
                return unknown(.runtimeData, "\(written) of Bundle: the built app's Info.plist and bundle", at: node)
            }
            return unknown(
                .evaluatorGap, "\(written), a member of \(extended) this interpreter does not have", at: node)
        }
        guard memberNames.contains(name) else {
            return unknown(.externalCode, "\(written) is not declared in the sources", at: node)
        }
        return unknown(
            .evaluatorGap, "\(written) is a member declared in the sources, not reached from here", at: node)
    }

    /// Whether `name` is a type neither the sources nor the library this
    /// interpreter knows declare (`StoreOf`, a package's): code outside the sources.
    /// Only when the sources import a package they do not hold, and the
    /// name does not look like an Apple framework's (`CLLocation`,
    /// `URLSession`, `AnyCancellable`): those stay the interpreter's gaps.
    func isOutsideType(_ name: String) -> Bool {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        guard base.first?.isUppercase == true, declarations.type(named: name) == nil,
            declarations.type(named: base) == nil, declarations.typeAliases[name] == nil,
            declarations.typeAliases[base] == nil, !Library.typeNames.contains(base),
            !Self.swiftUINames.contains(base), !Self.frameworkTypeNames.contains(base),
            !Self.sdkTypeNames.contains(base), Library.fixedKinds[base] == nil,
            !AppleFrameworks.typeNames.contains(base),
            !declarations.importedModules.contains(base)
        else { return false }
        // A framework prefix: two or more capitals before a capitalized word (`UIImage`, `NSPredicate`).
        let capitals = base.prefix { $0.isUppercase }.count
        if capitals >= 3, base.count > capitals { return false }
        return declarations.importedModules.contains { !Self.appleModules.contains($0) }
    }

    /// Apple's frameworks an app imports (a module not among them is a package).
    static let appleModules: Set<String> = [
        "Foundation", "SwiftUI", "UIKit", "Combine", "CoreData", "SwiftData", "MapKit", "CoreLocation", "Charts",
        "StoreKit", "AVFoundation", "AVKit", "Observation", "OSLog", "os", "WidgetKit", "ActivityKit", "AppIntents",
        "CloudKit", "HealthKit", "PhotosUI", "Photos", "WebKit", "SafariServices", "UserNotifications", "CoreImage",
        "CoreGraphics", "CoreML", "Vision", "MessageUI", "LocalAuthentication", "Security", "CryptoKit", "Network",
        "Contacts", "EventKit", "GameKit", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "TipKit", "Accessibility",
        "UniformTypeIdentifiers", "LinkPresentation", "QuickLook", "Dispatch", "Darwin", "XCTest", "MusicKit",
        "WeatherKit", "CoreMotion", "CoreBluetooth", "CoreHaptics", "AuthenticationServices", "BackgroundTasks",
        "Intents", "IntentsUI", "WatchKit", "ImageIO", "QuartzCore", "MetalKit", "Metal", "NaturalLanguage", "Speech",
        "CoreSpotlight", "PassKit", "CoreTransferable", "RegexBuilder", "Swift", "Synchronization", "AppKit",
        "Cocoa", "CoreText", "AudioToolbox", "MediaPlayer", "Social", "Translation", "VisionKit", "PencilKit",
    ]

    /// Standard library and framework types without a capital prefix.
    static let sdkTypeNames: Set<String> = [
        "SystemRandomNumberGenerator", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "AnyPublisher",
        "Just", "Timer", "Notification", "Logger", "Text", "Image", "Color", "Font", "Angle", "Animation",
        "Transaction", "Binding", "State", "Namespace", "Predicate", "SortDescriptor", "FetchDescriptor",
        "ModelContainer", "Measurement", "Regex", "AsyncStream", "AsyncThrowingStream", "TaskGroup", "Mutex",
    ]

    /// Whether `name` is a generic parameter of a function or type around `node`.
    static func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
        var current: Syntax? = node
        for _ in 0..<256 {
            guard let here = current else { return false }
            let clause =
                here.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? here.as(StructDeclSyntax.self)?.genericParameterClause
                ?? here.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? here.as(EnumDeclSyntax.self)?.genericParameterClause
                ?? here.as(InitializerDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = here.parent
        }
        return false
    }

    /// Every property, method and case name some type of the sources
    /// declares, built on first use.
    var memberNames: Set<String> {
        if let known = declaredMemberNames { return known }
        var names: Set<String> = []
        for type in declarations.types.values {
            names.formUnion(type.stored.map(\.name))
            names.formUnion(type.staticStored.map(\.name))
            names.formUnion(type.computed.keys)
            names.formUnion(type.methods.keys)
            names.formUnion(type.cases.map(\.name))
        }
        declaredMemberNames = names
        return names
    }
}

extension Interpreter {
    /// Why a stored property of a value the program did not make (`name`
    /// of type `type`, or of the type its `initial` value makes) is
    /// unknown: code outside the sources when that type is a named type no
    /// file declares and not the standard library's or Foundation's (a
    /// package's service); for an instance a client passed (`fromClient`:
    /// the SwiftUI reader's model, without the properties it did not know),
    /// an evaluator gap; else runtime data (set where the value is made).
    func unsetProperty(
        _ name: String, type: TypeRef?, in owner: String, initial: ExprSyntax? = nil, fromClient: Bool = false
    ) -> Unknown {
        var typeName: String?
        if case .named(let written, _)? = type?.nonOptional { typeName = written }
        // `var service = RemoteService()`: the type its initial value makes.
        if typeName == nil, let call = initial?.as(FunctionCallExprSyntax.self),
            let made = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            typeName = made.baseName.text
        }
        if let typeName, !typeName.isEmpty, typeName.first?.isUppercase == true,
            declarations.type(named: typeName) == nil, declarations.typeAliases[typeName] == nil,
            !Library.typeNames.contains(typeName), !Self.frameworkTypeNames.contains(typeName),
            !AppleFrameworks.typeNames.contains(typeName)
        {
            if let held = type.flatMap(sourceTypeHeld) {
                return Unknown(.evaluatorGap, "\(name): " + Self.packageHolding(typeName, held))
            }
            return Unknown(.externalCode, "\(name) is a \(typeName), which the sources do not declare")
        }
        // A property the client (the SwiftUI reader) did not pass: it did not know it.
        if fromClient { return Unknown(.evaluatorGap, "\(name) of a \(owner) the reader does not know") }
        return Unknown(.runtimeData, "\(name) of a \(owner) is set where the value is made")
    }

    /// SwiftUI's views and values, read by the SwiftUI reader, never made here.
    static let swiftUINames: Set<String> = [
        "Text", "Label", "Image", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List",
        "ForEach", "Section", "Group", "NavigationLink", "NavigationStack", "NavigationView", "ScrollView", "Spacer",
        "Divider", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "Menu", "Link", "ProgressView",
        "Color", "Font", "AnyView", "EmptyView", "GeometryReader", "LocalizedStringKey",
    ]

    /// Types of Apple's frameworks a model may hold, whose values the
    /// running app fills (not code outside the sources of the app's own).
    static let frameworkTypeNames: Set<String> = [
        "Date", "URL", "UUID", "Data", "Decimal", "Locale", "TimeZone", "Calendar", "Color", "Image", "UIImage",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "Any", "AnyObject", "AnyHashable", "Published", "Binding",
        "ModelContext", "NSManagedObjectContext", "UserDefaults", "FileManager", "Bundle", "Product", "Transaction",
        "FetchedResults", "SectionedFetchedResults", "Query", "FetchRequest",
    ]
}

extension Interpreter {
    /// A type of the sources a package's generic type is given
    /// (`StoreOf<SettingsFeature>`): the app's own state, which the
    /// package only holds.
    func sourceTypeHeld(_ type: TypeRef) -> String? {
        guard case .named(_, let arguments) = type.nonOptional else { return nil }
        for argument in arguments {
            if case .named(let name, _) = argument.nonOptional, declarations.type(named: name) != nil { return name }
        }
        return nil
    }

    /// A type of the sources a call to a package's initializer is given
    /// (`Store(initialState: Feature.State()) { Feature() }`), by name.
    func sourceTypeNamed(in syntax: some SyntaxProtocol) -> String? {
        var checked = 0
        for token in syntax.tokens(viewMode: .sourceAccurate) where checked < 64 {
            guard case .identifier(let name) = token.tokenKind, Self.looksLikeTypeName(name) else { continue }
            checked += 1
            if let type = declarations.type(named: name), type.kind != .builtin { return name }
        }
        return nil
    }

    /// Why a package's value holding the app's own `held` is unknown: the
    /// sources settle it, and this interpreter does not run the package.
    static func packageHolding(_ package: String, _ held: String) -> String {
        "\(package), a package's type, holds the app's \(held), which this interpreter does not run it on"
    }
}

extension Interpreter {
    /// The type an `extension` around `node` extends, by name.
    static func extendedLibraryType(around node: Syntax) -> String? {
        var current: Syntax? = node
        for _ in 0..<256 {
            guard let here = current else { return nil }
            if let extended = here.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            if here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self) || here.is(EnumDeclSyntax.self) {
                return nil
            }
            current = here.parent
        }
        return nil
    }
}
