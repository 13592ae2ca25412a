//go:build race

package offline

// raceEnabled is set when the tests run with the race detector, which
// makes the pattern-by-text checks many times slower: they sample.
const raceEnabled = true
