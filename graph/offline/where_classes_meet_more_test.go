package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestWhyOrTwoRequestsNotATitle: a title made only of the words a why is
// told with, and a thing marked done whose name holds a second command,
// are declined; near-misses are read as ever. Found by the generator's
// longer run.
func TestWhyOrTwoRequestsNotATitle(t *testing.T) {
	shopping := &memo.FocusItem{Kind: memo.FocusList, Title: "shopping", ID: "l1"}
	shift := &memo.FocusItem{Kind: memo.FocusTask, Title: "משמרת", ID: "t1", When: at(22, 17, 0)}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		want  memo.Op
	}{
		{"yo pickked up olive oil, check them off", shopping, memo.OpUnknown},
		{"yo picked up olive oil, check them off", shopping, memo.OpListCheck},
		{"החליפו לי ב-6 בערך", shift, memo.OpUnknown},
		{"החליפו לי, בסביבות שש", shift, memo.OpTaskUpdate},
		{"she's sick at 5", nil, memo.OpUnknown},
		{"finished the report, thanks", nil, memo.OpTaskComplete},
		{"call mom at 5", nil, memo.OpTaskCreate},
	} {
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "t", Text: c.text, Lang: memo.English, Now: now, Loc: jerusalem,
			ListNames: []string{"shopping"}, Focus: c.focus})
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != c.want {
			t.Errorf("%q: %+v %v, want %s", c.text, p.Steps, err, c.want)
		}
	}
}
