import SwiftUI

struct NoteDetailView: View {
    let note: Note
    @State private var image: ImageItem?

    var body: some View {
        ScrollView {
            Text(note.body)
        }
        .fullScreenCover(item: $image) { item in
            ImageViewer(image: item)
        }
    }
}

struct ImageViewer: View {
    let image: ImageItem
    var zoom: Double = 1

    var body: some View {
        Image(image.name)
    }
}

struct TagView: View {
    let tag: Tag

    var body: some View {
        Text(tag.name)
    }
}
