package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestLatestGlued: "my last note" typed without its space is the memory
// saved last, as it is with it; a memory named by other words is looked up.
func TestLatestGlued(t *testing.T) {
	for _, text := range []string{"mylast note?", "hey memo, mylast note? pls", "my last note?"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpMemoryGetAll || s.Memory == nil || !s.Memory.Latest {
			t.Errorf("%q: %s; want the memory saved last", text, s.Operation)
		}
	}
	if s := plan(t, "mylast note about the boiler?").Steps[0]; s.Memory != nil && s.Memory.Latest {
		t.Errorf("%q: the memory saved last; want a search", "mylast note about the boiler?")
	}
}
