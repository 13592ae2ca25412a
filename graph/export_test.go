package graph

// NamedExactly exposes namedExactly to the black-box tests.
var NamedExactly = namedExactly
