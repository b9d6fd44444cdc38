/// Inputs written to break things, shared by the test targets that check each layer against them.
public enum HostileInputs {
    /// A 386-byte `.uiflow.yml`: an alias bomb (each level nine times the last) used as a complex
    /// mapping key under `rules`, which took a YAML parser 42 seconds to reject.
    public static let aliasBomb = """
        a: &a ["x","x","x","x","x","x","x","x","x"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        rules:
          ? *g
          : error
        """
}
