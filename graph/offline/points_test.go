package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

// TestPointsBackNotDone: news that the thing was done ("I did it",
// "עשיתי את זה") answers no question of which item is meant, so it is
// not taken to point back at one; a change said of "it" is.
func TestPointsBackNotDone(t *testing.T) {
	for text, want := range map[string]bool{
		"I did it": false, "did it": false, "i finished it already": false, "it's done": false, "done": false,
		"עשיתי את זה": false, "כבר סיימתי אותה": false, "זה בוצע": false, "סיימתי": false,
		"delete it": true, "make it 11": true, "תמחק אותה": true, "did it move?": true, "תעשה את זה ב-11": true,
	} {
		if got := offline.PointsBack(text); got != want {
			t.Errorf("PointsBack(%q) = %v; want %v", text, got, want)
		}
	}
}
