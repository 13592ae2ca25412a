//go:build !race

package offline

// raceEnabled is set when the tests run with the race detector.
const raceEnabled = false
