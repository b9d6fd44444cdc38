import ArgumentParser

/// The exit statuses of every subcommand, from sysexits(3) where one fits.
enum ExitStatus {
    /// Done, and the input had no errors.
    static let success: Int32 = 0
    /// The input has errors (syntax errors for `render`, findings of error severity for `lint`).
    static let inputHasErrors: Int32 = 1
    /// The command line or a configuration file is wrong (ArgumentParser's own code for usage errors).
    static let usage: Int32 = 64
    /// An input file or directory cannot be read.
    static let cannotReadInput: Int32 = 66
    /// A service cannot be offered: `preview` cannot listen on its address.
    static let unavailable: Int32 = 69
    /// The output cannot be produced or written.
    static let cannotWriteOutput: Int32 = 73

    static let helpText = """
        Exit status:
          0   success
          1   the input has errors (render: syntax errors; lint: findings of error
              severity, or of warning severity with --strict; diff: a change
              --fail-on names; format --check: a file would change)
          64  usage error: unknown option, bad value, invalid configuration
          66  an input file or directory cannot be read
          69  preview: the address cannot be listened on
          73  the output cannot be produced or written
          130 interrupted (Ctrl-C) while working; 128 + the signal's number
              for SIGTERM (143) and SIGHUP (129)
        """

    static func exit(_ status: Int32) -> ExitCode { ExitCode(status) }
}
