import SwiftUI

struct HelpView: View {
    let topic: Topic

    var body: some View {
        NavigationStack {
            NavigationLink(destination: ArticleView(id: 1)) {
                Text("Getting started")
            }
        }
    }
}

struct StatsView: View {
    var range: StatsRange

    var body: some View {
        Text("Stats")
    }
}

struct ArticleView: View {
    let id: Int

    var body: some View {
        Text("Article \(id)")
    }
}
