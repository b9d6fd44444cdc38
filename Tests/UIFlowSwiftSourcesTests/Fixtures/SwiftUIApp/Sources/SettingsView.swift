import SwiftUI

struct SettingsView: View {
    @State private var showsAbout = false

    var body: some View {
        Form {
            Button("About") { showsAbout = true }
        }
        .popover(isPresented: $showsAbout) {
            AboutView()
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Notes 1.0")
    }
}

struct Tag: Hashable {
    var name: String
}
