/// The version `uiflow --version` prints and reports name.
enum UIFlowVersion {
    static let current = "0.1.0"
}
