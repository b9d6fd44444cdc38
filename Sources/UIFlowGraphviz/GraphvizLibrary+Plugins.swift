import Foundation

extension GraphvizLibrary {
    /// Where Graphviz keeps its plugin libraries: the `graphviz` folder beside the loaded libgvc
    /// (`/usr/lib/x86_64-linux-gnu/libgvc.so.6` → `/usr/lib/x86_64-linux-gnu/graphviz`), found in
    /// the process's memory map; nil where there is none to read (not Linux) or libgvc is not in it.
    static func pluginDirectory() -> String? {
        // Read to its end: the file says its size is 0.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? file.close() }
        // `readToEnd()` throws where `readDataToEndOfFile()` would trap.
        guard let data = try? file.readToEnd() else { return nil }
        let maps = String(decoding: data, as: UTF8.self)
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = line[slash...]
            guard let name = path.split(separator: "/").last, name.hasPrefix("libgvc.") else { continue }
            return String(path.dropLast(name.count)) + "graphviz"
        }
        return nil
    }
}
