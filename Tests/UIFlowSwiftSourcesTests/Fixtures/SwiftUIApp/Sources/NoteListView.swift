import SwiftUI

struct NoteListView: View {
    let folder: Folder
    @State private var notes: [Note] = []
    @State private var isComposing = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        List(notes) { note in
            NavigationLink(destination: NoteDetailView(note: note)) {
                Text(note.title)
            }
        }
        .navigationDestination(for: Tag.self) { tag in
            TagView(tag: tag)
        }
        .sheet(isPresented: $isComposing) {
            NavigationStack {
                EditorView(note: nil, onSave: { _ in })
            }
        }
        .toolbar {
            Button("New note") { isComposing = true }
            NavigationLink {
                SettingsView()
            } label: {
                Image(systemName: "gear")
            }
        }
    }
}
