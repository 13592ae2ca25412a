package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSpanglishPlans: English texted with Spanish words of grammar and
// Spanish commands is planned as the English it asks; the title keeps the
// words of content, never the Spanish scaffolding. The near misses (names,
// places, English that looks Spanish) keep their reading.
func TestSpanglishPlans(t *testing.T) {
	at := time.Date(2026, 1, 21, 11, 30, 0, 0, jerusalem)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "lunch with the owner", When: &at}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the plumber", When: &at}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, r := range []struct {
		text      string
		focus     *memo.FocusItem
		want, not string
	}{
		{"oye remind me mañana a las 7am to call el concrete guy from Pedro Supply", nil, `"text":"call the concrete guy from Pedro Supply","due_date":"2026-01-21T07:00:00+02:00"`, "oye"},
		{"tengo inspection el viernes at 9 con el city inspector, ponlo en el calendar", nil, `"summary":"inspection with the city inspector","start":"2026-01-23T09:00:00+02:00"`, "ponlo"},
		{"tengo dentist mañana a las 10", nil, `"summary":"dentist","start":"2026-01-21T10:00:00+02:00"`, "tengo"},
		{"ponlo en el calendario: reunión con el banco el viernes a las 2", nil, `"summary":"reunión with the banco","start":"2026-01-23T14:00:00+02:00"`, "ponlo"},
		{"agrégalo al calendario: dentist el lunes a las 9", nil, `"summary":"dentist","start":"2026-01-26T09:00:00+02:00"`, "calendario"},
		{"add meeting con el architect tomorrow 2pm", nil, `"summary":"meeting with the architect"`, "con el"},
		{"every monday at 6:30am remind me safety meeting con los guys", nil, `"text":"safety meeting with the guys"`, "con los"},
		{"remind me todos los lunes a las 8 to check the generator", nil, `"days":[1]`, "todos"},
		{"remind me cada día a las 8 to take la pastilla", nil, `"type":"daily","time":"08:00"`, "cada"},
		{"remind me mañana a las 7 de la mañana to call Pedro", nil, `"text":"call Pedro","due_date":"2026-01-21T07:00:00+02:00"`, "de la"},
		{"remind me hoy a las 5pm to call la señora Gomez", nil, `"text":"call señora Gomez","due_date":"2026-01-20T17:00:00+02:00"`, "hoy"},
		{"remind me pay the guys el friday", nil, `"text":"pay the guys"`, "guys el"},
		{"put on the shopping list cafe Bustelo, pan cubano y leche", nil, `"items":["cafe Bustelo","pan cubano","leche"]`, " y "},
		{"add arroz, frijoles y plátanos to the shopping list", nil, `"items":["arroz","frijoles","plátanos"]`, " y "},
		{"y también guava pastelitos", list, `"operation":"addItems","lists":{"name":"shopping","items":["guava pastelitos"]`, "también"},
		{"quita la leche de la lista", list, `"operation":"removeItems","lists":{"name":"shopping","items":["leche"]`, "quita"},
		{"muévelo pa las 10, el tipo says he running late", event, `"start":"2026-01-21T10:00:00+02:00","timeOnly":true`, "unknown"},
		{"cámbialo para el viernes", event, `"start":"2026-01-23T11:30:00+02:00","dateOnly":true`, "unknown"},
		{"cancel el lunch, se cayó", event, `"operation":"deleteBySummary","calendar":{"summary":"lunch"}`, "cayó"},
		{"cancélalo, se canceló", event, `"operation":"delete","calendar":{"scope":"instance","eventIds":["e1"]}`, "cancélalo"},
		{"ya lo llamé, done", task, `"operation":"complete"`, "llamé"},
		{"ya lo hice", task, `"operation":"complete"`, "unknown"},
		{"gracias hermano", nil, `"operation":"thanks"`, "unknown"},
		// Near misses.
		{"remind me to book Las Vegas trip tomorrow at 5", nil, `"text":"book Las Vegas trip"`, "unknown"},
		{"remind me to book a las vegas trip at 5", nil, `"text":"book a las vegas trip","due_date":"2026-01-20T17:00:00+02:00"`, "unknown"},
		{"El Al flight friday at 9", nil, `"summary":"El Al flight"`, "the Al"},
		{"Tengo the dog vet tomorrow at 5", nil, `"summary":"Tengo the dog vet"`, "I have"},
		{"remind me to walk Tengo at 5", nil, `"text":"walk Tengo"`, "I have"},
		{"remind me to call Ana y Pedro at 5", nil, `"text":"call Ana y Pedro"`, "and Pedro"},
		{"lunch with Pancho friday at 1", nil, `"summary":"lunch with Pancho"`, "unknown"},
		{"add x, y and z to the list", nil, `"items":["x","y","z"]`, "unknown"},
		// Hebrew: the Spanish hour and day said inside a Hebrew request.
		{"תזכיר לי mañana a las 7 להתקשר לפדרו", nil, `"text":"להתקשר לפדרו","due_date":"2026-01-21T07:00:00+02:00"`, "las"},
		{"תזכיר לי לקנות כרטיסים ל-Las Vegas מחר ב-5", nil, `"text":"לקנות כרטיסים ל-Las Vegas"`, "unknown"},
	} {
		p, err := planWith(t, r.text, r.focus)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); err != nil || !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s (%v); want %s and no %q", r.text, s, err, r.want, r.not)
		}
	}
}
