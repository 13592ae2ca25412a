package resolution_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

// TestPartialName: an item named by its distinctive word, in another order
// or with the words around it changed ("dentist" for "dentist appointment
// Dr. Cohen", "הפגישה של דני" for "פגישה עם דני"), is that item when it
// alone fits; two that fit are asked about; a name that shares only a
// generic word ("meeting", "פגישה") with the items names none of them.
func TestPartialName(t *testing.T) {
	for _, c := range []struct {
		query string
		cands []resolution.Candidate
		kind  resolution.OutcomeKind
		ids   []string
	}{
		{"dentist", cands("dentist appointment Dr. Cohen", "cards night"), resolution.Resolved, []string{"id1"}},
		{"dentist", cands("dentist appointment Dr. Cohen", "dentist checkup for the kids", "cards night"), resolution.Ambiguous, []string{"id1", "id2"}},
		{"plumber", cands("call the plumber about the leak", "buy milk"), resolution.Resolved, []string{"id1"}},
		{"הפגישה של דני", cands("פגישה עם דני", "ארוחת ערב עם רונית"), resolution.Resolved, []string{"id1"}},
		{"הפגישה של רונית", cands("פגישה עם דני", "פגישה עם רונית"), resolution.Resolved, []string{"id2"}},
		// Near misses: only a generic word in common.
		{"board meeting", cands("team meeting", "meeting with dana"), resolution.NotFound, nil},
		{"הפגישה של יוסי", cands("פגישה עם דני", "פגישה עם רונית"), resolution.NotFound, nil},
		// A distinctive word with another kind noun is offered, never acted on.
		{"cards game", cands("cards night", "dentist appointment"), resolution.NotFound, nil},
	} {
		out, err := resolution.DefaultMatcher().Resolve(context.Background(), c.query, c.cands)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, m := range out.Matches {
			ids = append(ids, m.ID)
		}
		if out.Kind != c.kind || len(ids) != len(c.ids) {
			t.Errorf("%q: %v %v; want %v %v", c.query, out.Kind, ids, c.kind, c.ids)
			continue
		}
		for i := range ids {
			if ids[i] != c.ids[i] && c.kind == resolution.Resolved {
				t.Errorf("%q: %v; want %v", c.query, ids, c.ids)
			}
		}
	}
	// "cards game" is offered as near: a question, never an action.
	near, err := resolution.DefaultMatcher().Near(context.Background(), "cards game", cands("cards night", "dentist appointment"), resolution.DefaultNearScore)
	if err != nil || len(near) != 1 || near[0].ID != "id1" {
		t.Errorf("near %q: %v %v; want cards night", "cards game", near, err)
	}
}
