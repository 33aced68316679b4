import GtkUI

/// The gallery pages from seed 004, custom property wrappers that store but do not propagate.
enum Seed004Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = [
        GalleryPage(
            name: "custom-wrappers", seed: .customWrappers, title: "MyState and MyBinding",
            explanation: "@MyState and @MyBinding store the value in a shared Storage object, but nothing tells the "
                + "view graph when it changes. Press + or − on the stepper: the value is stored, yet both labels "
                + "stay put. Press refresh label: DummyObject announces a change, the views re-render and show "
                + "the stored value."
        ) { Seed004CustomWrappers.makeRootView() }
    ]
}
