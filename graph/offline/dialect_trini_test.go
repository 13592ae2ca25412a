package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestTriniYorkshireLearners: the Trini and Yorkshire articles, owners'
// words and "you" ("de", "meh", "t'", "o'", "yuh", "tha"), the Trini "nah"
// closing a request, a thing "put" with its day and hour, a move told with
// nothing to move (never a new thing), learners' object-first removal in
// English and Hebrew, the day asked first, "2 hour later", the calendar
// named bare after a clipped request, and an hour said alone after an item
// was set. Each row gives what the plan must hold and what it must not;
// the near misses keep their words or stay declined.
func TestTriniYorkshireLearners(t *testing.T) {
	at := time.Date(2026, 1, 21, 11, 30, 0, 0, jerusalem)
	night := time.Date(2026, 1, 27, 21, 0, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "mrs lee pedicure", When: &at}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "put the bins out", When: &night}
	for _, r := range []struct {
		text      string
		focus     *memo.FocusItem
		want, not string
	}{
		// Trini and Yorkshire words.
		{"put de fete on saturday night 10pm in meh calendar nah", nil, `"summary":"fete","start":"2026-01-24T22:00:00+02:00"`, "meh"},
		{"add doubles, chow and 2 Carib to de shopping list", nil, `"name":"shopping","items":["doubles","chow","2 Carib"]`, "de "},
		{"Put on t'shopping list bread, Yorkshire tea and a pound o' sausages", nil, `"items":["bread","Yorkshire tea","a pound of sausages"]`, "t'"},
		{"yuh could remind me to study for de chem exam tomorrow evening 6 o'clock", nil, `"text":"study for the chem exam","due_date":"2026-01-21T18:00:00+02:00"`, "could"},
		{"remind meh to pay de phone bill tomorrow", nil, `"text":"pay the phone bill"`, "meh"},
		{"Now then, can tha remind me to ring our Sandra on Sunday at half past four", nil, `"text":"ring our Sandra","due_date":"2026-01-25T16:30:00+02:00"`, "tha"},
		{"I've got me doctors appointment Thursday at ten to eleven, put it in please love", nil, `"summary":"doctors appointment","start":"2026-01-22T10:50:00+02:00"`, "me doctors"},
		{"remember meh locker code is 2219 eh", nil, `"text":"my locker code is 2219"`, "meh"},
		{"Can tha make it half past nine instead", event, `"start":"2026-01-21T09:30:00+02:00"`, "create"},
		// Near misses: names, other tongues, the words as English has them.
		{"De Niro movie friday 8pm", nil, `"summary":"De Niro movie"`, "the"},
		{"Me and Dan lunch friday 1pm", nil, `"summary":"Me and Dan lunch"`, "my"},
		{"call de la Cruz at 5", nil, `"text":"call de la Cruz"`, "the"},
		{"remind me to call de Souza at 5", nil, `"text":"call de Souza"`, "the"},
		{"remind me at 5 to call Tha", nil, `"text":"call Tha"`, "you"},
		{"remind me at 5 to tell Dan nah", nil, `"operation"`, "tell Dan nah"},
		{"remind me at 5 to bring the 5 o' clock papers", nil, `"operation"`, "of clock"},
		{"the movie was meh", nil, `"operation":"unknown"`, "create"},
		// A thing put with its day and hour is an event.
		{"put tutorial with Dr Ramlogan tomorrow 1pm", nil, `"summary":"tutorial with Dr Ramlogan","start":"2026-01-21T13:00:00+02:00"`, "unknown"},
		{"put lime by Keisha friday 7pm", nil, `"summary":"lime by Keisha","start":"2026-01-23T19:00:00+02:00"`, "unknown"},
		{"put the bins out tuesday 7pm", nil, `"operation"`, "calendar"},
		{"put the kids to bed tomorrow 8pm", nil, `"operation"`, "calendar"},
		{"put it friday 3pm", nil, `"operation"`, "create"},
		{"put milk by the door friday 3pm", nil, `"operation"`, "calendar"},
		// A move told never makes a new thing.
		{"de tutorial get move to 3 o'clock, change it nah", nil, `"operation"`, "create"},
		{"de tutorial get move to 3 o'clock, change it nah", event, `"operation"`, "create"},
		{"the tutorial got moved to 3, change it nah", nil, `"operation"`, "create"},
		{"remind me to get move tickets friday 5pm", nil, `"text":"get move tickets"`, "moved"},
		// Learners: object first, day first, "later", the calendar bare.
		{"tomorrow what i have?", nil, `"operation":"getEvents","calendar":{"from":"2026-01-21T00:00:00+02:00"`, "unknown"},
		{"friday what do i have?", nil, `"operation":"getEvents","calendar":{"from":"2026-01-23T00:00:00+02:00"`, "unknown"},
		{"tomorrow what time is the dentist", nil, `"operation"`, "getEvents"},
		{"remind me 2 hour later call landlord", nil, `"text":"call landlord","due_date":"2026-01-20T11:00:00+02:00"`, "later"},
		{"remind me 2 hours later than usual", nil, `"operation"`, "2026-01-20T11:00"},
		{"customer mrs kim come friday 3pm gel mani. put calendar", nil, `"start":"2026-01-23T15:00:00+02:00"`, "put"},
		// An hour said alone after an item was set.
		{"7 o'clock", task, `"newDue":"2026-01-27T19:00:00+02:00","ids":["t1"]`, "unknown"},
		{"half past nine", task, `"newDue":"2026-01-27T21:30:00+02:00"`, "unknown"},
		{"7", task, `"operation"`, "newDue"},
		{"7 o'clock", nil, `"operation":"unknown"`, "update"},
	} {
		p, err := planWith(t, r.text, r.focus)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); err != nil || !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
}
