import SwiftUI

struct EditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text: String
    private let onSave: (Note) -> Void

    init(note: Note?, onSave: @escaping (Note) -> Void) {
        _text = State(initialValue: note?.body ?? "")
        self.onSave = onSave
    }

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                Button("Done") { dismiss() }
            }
    }
}
