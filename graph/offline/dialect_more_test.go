package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestDialectsReadMore: Scots words ("mind me", "tae", "ma", "hauf",
// "ah", "an", "pit", "shoppin"), more Nigerian Pidgin ("am" before an
// hour or "for me", "I don finish … o", "wetin remain"), Singlish
// particles and "can … or not", courtesies of other tongues in Hebrew,
// and a full stop dictated before a sentence that says where or what the
// event is. Each row gives what the plan must hold and what it must not;
// the near misses keep their words or stay declined.
func TestDialectsReadMore(t *testing.T) {
	at := time.Date(2026, 1, 21, 11, 30, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "doctor appointment", When: &at}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "aso ebi order"}
	for _, r := range []struct {
		text      string
		focus     *memo.FocusItem
		want, not string
	}{
		// Scots.
		{"mind me every sunday at 6 at night tae ring ma sister Morag", nil, `"text":"ring my sister Morag"`, "tae"},
		{"mind me tae take ma pills at 8 every mornin", nil, `"text":"take my pills","reminder_recurrence":{"type":"daily","time":"08:00"`, "ma "},
		{"mind me the morra tae phone ma granny at 4", nil, `"text":"phone my granny"`, "tae"},
		{"ah've got the doctors on friday at hauf ten", nil, `"summary":"doctors","start":"2026-01-23T10:30:00+02:00"`, "hauf"},
		{"naw sorry it's hauf eleven", event, `"start":"2026-01-21T11:30:00+02:00"`, "unknown"},
		{"whit have ah got on the morra", nil, `"operation":"getEvents"`, "searchMemory"},
		{"pit tatties, neeps an a haggis on the shoppin list", nil, `"name":"shopping","items":["tatties","neeps","a haggis"]`, "unknown"},
		// Near misses: English words that Scots spells alike.
		{"mind me asking what's on tomorrow", nil, `"operation":"unknown"`, "create"},
		{"remind me to call ma at 5", nil, `"text":"call ma"`, "my"},
		{"remind me to visit ma and pa on sunday at 4", nil, `"text":"visit ma and pa"`, "my"},
		{"ah ok remind me at 5 to call dana", nil, `"text":"call dana"`, `"I`},
		{"pit stop at 5 tomorrow", nil, `"operation"`, "put"},
		// Nigerian Pidgin.
		{"abeg shift am to 3", event, `"start":"2026-01-21T15:00:00+02:00"`, "unknown"},
		{"no no undo am", nil, `"operation":"undo"`, "unknown"},
		{"I don finish the aso ebi order o", task, `"operation":"complete","tasks":{"targets":["aso ebi order"]}`, "don"},
		{"wetin remain for the list", nil, `"capability":"lists","operation":"get"`, "unknown"},
		{"remember am for me", event, `"operation":"storeMemory","memory":{"fromContext":true}`, `"am"`},
		{"I don finish the aso ebi order", task, `"operation"`, "complete"}, // "don't" typed short, maybe
		{"remind me at 8 am to call dana", nil, `"due_date":"2026-01-21T08:00:00+02:00"`, "unknown"},
		// Singlish.
		{"done w the GST liao", task, `"operation":"complete","tasks":{"targets":["GST"]}`, "liao"},
		{"can remind me every mon 8am check bank recon or not", nil, `"text":"check bank recon","reminder_recurrence":{"type":"weekly","time":"08:00","days":[1]`, "or not"},
		{"remind me to call mum at 5 lah", nil, `"text":"call mum"`, "lah"},
		{"remind me to call mum at 5 lor thanks", nil, `"text":"call mum"`, "lor"},
		{"can add milk to the shopping list or not", nil, `"items":["milk"]`, "not"},
		{"hey pal, can remind me at 9:15 am to call mom or not thanks so much", nil, `"text":"call mom"`, "or not"},
		{"morning, can remind me at 5:30pm to email Avi about the contract or not cheers", nil, `"text":"email Avi about the contract"`, "or not"},
		{"check if the shop is open or not", nil, `"operation"`, `"text":"check if the shop is open"`},
		{"can opener on the shopping list", nil, `"operation"`, `"items":["opener"]`},
		{"remind me at 5 to fly to Leh", nil, `"text":"fly to Leh"`, `"fly to"}`},
		// Courtesies of other tongues in Hebrew.
		{"בונז'ור, את יכולה להזכיר לי מחר ב10 ללכת לבנק? מרסי", nil, `"text":"ללכת לבנק","due_date":"2026-01-21T10:00:00+02:00"`, "מרסי"},
		{"תזכיר לי מחר ב10 ללכת לבנק תנקס", nil, `"text":"ללכת לבנק"`, "תנקס"},
		{"תזכיר לי לאסוף את הילדים מהגן בעוד 90 דקות תנקס, מה לעשות כפרה", nil, `"text":"לאסוף את הילדים מהגן"`, "תנקס"},
		{"תזכיר לי לקבוע תור לרופא בעוד 20 דקות תנקס אלוהים יברך אותך אחי", nil, `"text":"לקבוע תור לרופא"`, "תנקס"},
		{"סורי, תזכיר לי מחר ב10 ללכת לבנק", nil, `"text":"ללכת לבנק"`, "סורי"},
		{"עשיתי, מרסי", task, `"operation":"complete"`, "מרסי"},
		{"תקבעי לי מחר ב5 פגישה עם מרסי", nil, `"summary":"פגישה עם מרסי"`, "unknown"},
		{"תזכיר לי מחר ב10 לקנות אוכל סורי", nil, `"operation"`, `"text":"לקנות אוכל"`},
		// A full stop dictated before a sentence that says where or what.
		{"תקבעי לי מחר ב5 פגישה עם דני ביאיר נקודה זה ליד הכניסה למושב", nil, `"summary":"פגישה עם דני ביאיר","start":"2026-01-21T17:00:00+02:00","end":"2026-01-21T18:00:00+02:00","location":"ליד הכניסה למושב"`, "נקודה"},
		{"dentist tomorrow at 5 full stop it's near the mall", nil, `"summary":"dentist","start":"2026-01-21T17:00:00+02:00","end":"2026-01-21T18:00:00+02:00","location":"near the mall"`, "stop"},
		{"dentist tomorrow at 5 period it's about the crown", nil, `"description":"the crown"`, "period"},
		{"פגישה בנקודת מפגש מחר ב5", nil, `"summary":"פגישה בנקודת מפגש"`, "unknown"},
		{"תקבעי לי מחר ב5 פגישה בנקודה חמה", nil, `"summary":"פגישה בנקודה חמה"`, "unknown"},
	} {
		p, err := planWith(t, r.text, r.focus)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); err != nil || !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
}
