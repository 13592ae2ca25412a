package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDoneByOthers: what others did, told with the space after "they"
// dropped ("theyswapped me"), completes nothing in focus; "I swapped the
// tires" is still the user's own.
func TestDoneByOthers(t *testing.T) {
	at := now.Add(24 * time.Hour)
	f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &at}
	for _, text := range []string{"umm theyswapped me, its actualy 6 sorry please", "theyswapped me, now move it to 6", "theychanged it, sorry"} {
		if s := withFocus(text, f); s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: completed %+v", text, s.Tasks)
		}
	}
}
