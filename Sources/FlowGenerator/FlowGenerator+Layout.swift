extension FlowGenerator {
    /// The sizes of the flows whose layout quality the tests check and `make bench` prints.
    public static let layoutFixtureSizes = [30, 100, 300]

    /// The generated flow of `screens` screens the layout-quality check measures: each screen
    /// leads to the next two, a fifth of them also back to an earlier one, in groups of 10 screens
    /// (up to 30 screens), 25 (up to 100) or 50 (more).
    public static func layoutFixture(screens: Int) -> FlowGenerator {
        FlowGenerator(.init(screens: screens, branching: 2, screensPerGroup: screens <= 30 ? 10 : screens <= 100 ? 25 : 50))
    }
}
