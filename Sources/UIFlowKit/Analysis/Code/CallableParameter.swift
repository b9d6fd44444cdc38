/// A parameter a call's arguments are matched against: a function's or an initializer's.
protocol CallableParameter {
    var label: String { get }
    var type: String { get }
    var hasDefault: Bool { get }
}

extension CodeFunction.Parameter: CallableParameter {}
extension CodeInitializer.Parameter: CallableParameter {}
