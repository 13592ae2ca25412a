package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestHawaiiLearnersAsked: Hawaiian Pidgin's and learners' function words
// ("fo", "da", "remembah", "stay", "I get one"), a question with its
// question word last ("my student ID is what?", "shopping list have
// what", "c'est quoi my locker number", "הקוד של הלוקר שלי זה מה?") and a
// plan told with who goes ("I and my friends go to eat hot pot …"). Each
// row gives what the plan must hold and what it must not; the near misses
// keep their words or stay declined.
func TestHawaiiLearnersAsked(t *testing.T) {
	for _, r := range []struct{ text, want, not string }{
		// The creole words.
		{"remind me fo call da landlord tomorrow 9am", `"text":"call the landlord","due_date":"2026-01-21T09:00:00+02:00"`, "fo "},
		{"remind me fo pay da water bill friday 5pm", `"text":"pay the water bill"`, "da "},
		{"I get one doctor appointment friday 10am", `"summary":"doctor appointment","start":"2026-01-23T10:00:00+02:00"`, "one"},
		{"remembah my locker code stay 2231", `"subject":"my locker code","value":"2231"`, "stay"},
		{"member my locker code stay 2231", `"text":"my locker code is 2231"`, "member"},
		{"add eggs to da shopping list", `"name":"shopping","items":["eggs"]`, "da "},
		// Near misses: names, numbers, the words as English has them.
		{"remind me to call Fo Lee", `"text":"call Fo Lee"`, "to Lee"},
		{"remember da vinci exhibit friday", `da vinci`, "the vinci"},
		{"I get off work at 5", `"operation":"unknown"`, "create"},
		{"stay home tomorrow", `"operation"`, "is home"},
		{"remind me about hotel stay 3 nights", `"operation"`, "hotel is"},
		{"I have one question", `"operation"`, "a question"},
		// The question word last.
		{"My student ID is what?", `"operation":"searchMemory","memory":{"query":"what is my student ID"}`, "store"},
		{"Dan's birthday is what?", `"operation":"searchMemory"`, "store"},
		{"Shopping list have what", `"operation":"get","lists":{"name":"shopping"}`, "create"},
		{"what my shopping list have?", `"operation":"get","lists":{"name":"shopping"}`, "create"},
		{"my shopping list got what ah", `"operation":"get","lists":{"name":"shopping"}`, "create"},
		{"c'est quoi my locker number", `"operation":"searchMemory","memory":{"query":"what's my locker number"}`, "store"},
		{"my locker number c'est quoi?", `"operation":"searchMemory"`, "store"},
		{"הקוד של הלוקר שלי זה מה?", `"operation":"searchMemory","memory":{"query":"מה הקוד של הלוקר שלי"}`, "store"},
		{"ברשימת קניות יש מה?", `"operation":"get","lists":{"name":"קניות"}`, "create"},
		// Near misses: a heading and its items, French, a time asked.
		{"shopping list: have what you need", `null`, "searchMemory"},
		{"c'est quoi le problème", `"operation":"unknown"`, "searchMemory"},
		{"the meeting is what time?", `"operation":"unknown"`, "searchMemory"},
		// A plan told with who goes.
		{"I and my friends go to eat hot pot saturday 7pm", `"summary":"hot pot with my friends","start":"2026-01-24T19:00:00+02:00"`, "I and"},
		{"me and Dana go watch movie friday 8pm", `"summary":"watch movie with Dana"`, "me and"},
		{"my wife and I go to eat sushi friday 8pm", `"summary":"sushi with my wife"`, "and I"},
		{"we go to eat hot pot saturday 7pm", `"summary":"hot pot","start":"2026-01-24T19:00:00+02:00"`, "we go"},
		// Near misses: no plan so told.
		{"we go home at 5", `"operation":"unknown"`, "create"},
		{"I go to sleep at 11", `"operation"`, "summary"},
		{"me and Dana go to the beach", `"operation":"unknown"`, "create"},
	} {
		p, err := planWith(t, r.text, nil)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
}
