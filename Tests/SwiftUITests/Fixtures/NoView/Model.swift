struct Model {
    var name = "A model, no view"
}
