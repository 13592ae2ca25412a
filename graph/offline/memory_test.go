package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

func planNumbered(t *testing.T, text string, numbered *memo.NumberedList) memo.Plan {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Numbered: numbered, ListNames: []string{"shopping"},
	})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return p
}

func memoryStep(t *testing.T, p memo.Plan) (memo.Step, bool) {
	t.Helper()
	if len(p.Steps) != 1 || p.Steps[0].Capability != memo.CapMemory || p.Steps[0].Memory == nil {
		return memo.Step{}, false
	}
	return p.Steps[0], true
}

func TestMemoryStore(t *testing.T) {
	tests := []struct {
		text string
		want memo.MemoryDraft // Kind "" means: the quoted or previous message
	}{
		{"remember that the wifi password at my parents' place is Sunflower77", memo.MemoryDraft{Kind: memo.MemoryFact,
			Text: "the wifi password at my parents' place is Sunflower77", Subject: "the wifi password at my parents' place", Value: "Sunflower77"}},
		{"Remember that Dana's birthday is on March 3", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "Dana's birthday is on March 3", Subject: "Dana's birthday", Value: "on March 3"}},
		{"note to self: Gal's shoe size is 38", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "Gal's shoe size is 38", Subject: "Gal's shoe size", Value: "38"}},
		{"save this: the parking is on level -2, spot 41", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "the parking is on level -2, spot 41", Subject: "the parking", Value: "on level -2, spot 41"}},
		{"fyi i parked on level -2, spot B14", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "i parked on level -2, spot B14"}},
		{"fyi the gate code is 4512", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "the gate code is 4512", Subject: "the gate code", Value: "4512"}},
		{"for the record, Dana is allergic to peanuts", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "Dana is allergic to peanuts"}},
		{"keep in mind that Noa hates cilantro", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "Noa hates cilantro"}},
		{"don't forget that the boiler guy comes on Sundays", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "the boiler guy comes on Sundays"}},
		{"please remember Avi's phone is 054-1234567", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "Avi's phone is 054-1234567", Name: "Avi", Phone: "054-1234567"}},
		{"remember: ronit's email is ronit@example.com", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "ronit's email is ronit@example.com", Name: "ronit", Email: "ronit@example.com"}},
		{"Avi's phone is 054-1234567", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "Avi's phone is 054-1234567", Name: "Avi", Phone: "054-1234567"}},
		{"my locker code is 2211", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "my locker code is 2211", Subject: "my locker code", Value: "2211"}},
		{`remember that "NEAR" * - OR is not a query`, memo.MemoryDraft{Kind: memo.MemoryFact, Text: `"NEAR" * - OR is not a query`, Subject: `"NEAR" * - OR`, Value: "not a query"}},
		{"תזכור שהקוד של השער אצל סבתא זה 4512", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "הקוד של השער אצל סבתא זה 4512", Subject: "הקוד של השער אצל סבתא", Value: "4512"}},
		{"תזכור שהקוד של האינטרנט הוא 1234", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "הקוד של האינטרנט הוא 1234", Subject: "הקוד של האינטרנט", Value: "1234"}},
		{"תרשום לך שמידת הנעליים של עידו היא 31", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "מידת הנעליים של עידו היא 31", Subject: "מידת הנעליים של עידו", Value: "31"}},
		{"תזכרי שדנה צמחונית", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "דנה צמחונית"}},
		{"תשמור שהמפתח הרזרבי אצל השכנה", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "המפתח הרזרבי אצל השכנה"}},
		{"שים לב שהשער נפתח רק עם שלט", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "השער נפתח רק עם שלט"}},
		{"לידיעתך, הסיסמה של הראוטר היא abc123", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "הסיסמה של הראוטר היא abc123", Subject: "הסיסמה של הראוטר", Value: "abc123"}},
		{"המספר של אבי הוא 054-1234567", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "המספר של אבי הוא 054-1234567", Name: "אבי", Phone: "054-1234567"}},
		{"תזכור שהמייל של רונית הוא ronit@example.com", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "המייל של רונית הוא ronit@example.com", Name: "רונית", Email: "ronit@example.com"}},
		{"i parked on level -2, spot B14", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "i parked on level -2, spot B14"}},
		{"I put the passport in the top drawer", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "I put the passport in the top drawer"}},
		{"חניתי בקומה מינוס 2 ליד עמוד C7", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "חניתי בקומה מינוס 2 ליד עמוד C7"}},
		{"שמתי את הדרכונים במגירה העליונה", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "שמתי את הדרכונים במגירה העליונה"}},
		{"jot down that my locker combo is 12-34-56", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "my locker combo is 12-34-56", Subject: "my locker combo", Value: "12-34-56"}},
		{"write this down: the garage code is 7781", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "the garage code is 7781", Subject: "the garage code", Value: "7781"}},
		{"תרשום לי שהקוד של השער הוא 4512", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "הקוד של השער הוא 4512", Subject: "הקוד של השער", Value: "4512"}},
		{"תכתבי לי שדנה צמחונית", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "דנה צמחונית"}},
		// A thing's own number is no one's phone.
		{"תזכור שהמספר של הרשיון שלי הוא 84512376", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "המספר של הרשיון שלי הוא 84512376", Subject: "המספר של הרשיון שלי", Value: "84512376"}},
		{"remember that the number of my passport is 23456789", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "the number of my passport is 23456789", Subject: "the number of my passport", Value: "23456789"}},
		{"תזכור שהמספר של אמא שלי הוא 054-1234567", memo.MemoryDraft{Kind: memo.MemoryContact, Text: "המספר של אמא שלי הוא 054-1234567", Name: "אמא שלי", Phone: "054-1234567"}},
		// A debt of one's own, though "חייב" also opens a thing to do.
		{"תזכור שאני חייב לעומר 50 שקל", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "אני חייב לעומר 50 שקל"}},
		{"תזכרי שאני חייבת לדנה 100 שקל", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "אני חייבת לדנה 100 שקל"}},
		{"remember I owe Omer 50 bucks", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "I owe Omer 50 bucks"}},
		// The mark left where "please" was taken off opens no memory.
		{"תזכור בבקשה, הקוד של השער הוא 4512", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "הקוד של השער הוא 4512", Subject: "הקוד של השער", Value: "4512"}},
		{"remember please, my locker code is 2211", memo.MemoryDraft{Kind: memo.MemoryFact, Text: "my locker code is 2211", Subject: "my locker code", Value: "2211"}},
		// The quoted or previous message.
		{"remember this", memo.MemoryDraft{}},
		{"save this", memo.MemoryDraft{}},
		{"remember", memo.MemoryDraft{}},
		{"תשמור את זה", memo.MemoryDraft{}},
		{"תזכור את זה", memo.MemoryDraft{}},
	}
	for _, tt := range tests {
		p := plan(t, tt.text)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != memo.OpMemoryStore {
			t.Errorf("%q: planned %s.%s, want a store", tt.text, p.Steps[0].Capability, p.Steps[0].Operation)
			continue
		}
		a := step.Memory
		if tt.want.Kind == "" {
			if !a.FromContext || a.Draft != nil {
				t.Errorf("%q: %+v, want the message in context", tt.text, a)
			}
			continue
		}
		if a.Draft == nil || *a.Draft != tt.want {
			t.Errorf("%q:\n got %+v\nwant %+v", tt.text, a.Draft, tt.want)
		}
		if p.Tentative {
			t.Errorf("%q: a store is tentative", tt.text)
		}
	}
}

// TestMemoryNotClaimed: messages that look close but are not the second
// brain's, or are nobody's.
func TestMemoryNotClaimed(t *testing.T) {
	for _, text := range []string{
		"remember to buy milk",
		"don't forget to call mom",
		"remind me tomorrow at 9 to call mom",
		"תזכיר לי מחר ב-9 להתקשר לאמא",
		"תזכור לקנות חלב",
		"remember when we went to Paris",
		"what do I have tomorrow",
		"what's on my list",
		"מה יש לי מחר",
		"what's the time",
		"what time is it",
		"what are my tasks",
		"what do I need to do today",
		"how are you",
		"what can you do?",
		"who are you",
		"what's up",
		"מה נשמע",
		"מה המשימות שלי",
		"מה השעה",
		"I left the meeting early",
		"שמתי לב שהחלב נגמר",
		"put milk on the shopping list",
		"delete the contact lenses task",
		"delete the notebook",
		"forget everything",
		"forget to call",
		"the weather is nice",
		"Dana is nice",
		"the meeting is at 5",
		"forget it",
		"what is 2+2",
		"מה צריך לקנות",
		"what should I buy",
		"call the bank",
		"note: buy milk",
		"jot down buy milk",
		"תרשום לי שצריך לקנות חלב",
		"תזכור שאני חייב לשלם 200 שקל",
		"תזכור שאני חייב להתקשר לעומר",
		// A verb phrase the grammar does not read, before a fact's subject.
		"jotdown that my locker code is 4412",
		"תעדכני לי שהקוד של הלוקר הוא 4412",
	} {
		p := planNumbered(t, text, nil)
		if _, ok := memoryStep(t, p); ok {
			t.Errorf("%q: planned %s.%s %+v; want it left to others", text, p.Steps[0].Capability, p.Steps[0].Operation, *p.Steps[0].Memory)
		}
	}
}

func TestMemoryRecall(t *testing.T) {
	tests := []struct {
		text      string
		query     string
		field     string
		all       bool
		tentative bool
		fallback  bool
	}{
		{"what's the wifi password at my parents?", "what's the wifi password at my parents", "", false, false, false},
		{"where did i park?", "where did i park", "", false, false, false},
		{"what size shoes does Gal wear", "what size shoes does Gal wear", "", false, false, false},
		{"who won the game", "who won the game", "", false, true, false},
		{"when is Dana's birthday?", "when is Dana's birthday", "", false, false, true},
		{"what do you know about Avi?", "Avi", "", true, false, false},
		{"what did I tell you about the car", "the car", "", true, false, false},
		{"Avi's number?", "Avi", memo.FieldPhone, false, false, false},
		{"what's Avi's phone number", "Avi", memo.FieldPhone, false, false, false},
		{"uncle lim number what ah", "uncle lim", memo.FieldPhone, false, false, false},
		{"Dana's email what?", "Dana", memo.FieldEmail, false, false, false},
		{"what's the email of Ronit", "Ronit", memo.FieldEmail, false, false, false},
		{"call Avi", "Avi", memo.FieldPhone, false, true, false},
		{"what's the capital of France?", "what's the capital of France", "", false, true, false},
		{"מה הקוד של השער אצל סבתא?", "מה הקוד של השער אצל סבתא", "", false, false, false},
		{"איפה חניתי?", "איפה חניתי", "", false, false, false},
		{"מה מידת הנעליים של עידו?", "מה מידת הנעליים של עידו", "", false, false, false},
		{"מה אתה יודע על אבי?", "אבי", "", true, false, false},
		{"מה המספר של אבי", "אבי", memo.FieldPhone, false, false, false},
		{"מה היה המספר של אבי?", "אבי", memo.FieldPhone, false, false, false},
		{"המייל של רונית?", "רונית", memo.FieldEmail, false, false, false},
		{"תן לי את המספר של האינסטלטור", "האינסטלטור", memo.FieldPhone, false, false, false},
		{"תשלחי לי את הטלפון של דנה", "דנה", memo.FieldPhone, false, false, false},
		{"תתקשר לאבי", "אבי", memo.FieldPhone, false, true, false},
		{"מתי יום ההולדת של דנה?", "מתי יום ההולדת של דנה", "", false, false, true},
		{"מתי יום הנישואין שלנו?", "מתי יום הנישואין שלנו", "", false, false, true},
		{"מה הקוד של האינטרנט", "מה הקוד של האינטרנט", "", false, false, false},
	}
	for _, tt := range tests {
		p := plan(t, tt.text)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != memo.OpMemorySearch {
			t.Errorf("%q: planned %s.%s, want a search", tt.text, p.Steps[0].Capability, p.Steps[0].Operation)
			continue
		}
		a := step.Memory
		if a.Query != tt.query || a.Field != tt.field || a.All != tt.all || p.Tentative != tt.tentative || (a.Fallback != nil) != tt.fallback {
			t.Errorf("%q: query %q field %q all %v tentative %v fallback %v; want %q %q %v %v %v",
				tt.text, a.Query, a.Field, a.All, p.Tentative, a.Fallback != nil, tt.query, tt.field, tt.all, tt.tentative, tt.fallback)
		}
		if a.Fallback != nil && (a.Fallback.Capability != memo.CapCalendar || a.Fallback.Operation != memo.OpEventGet) {
			t.Errorf("%q: fallback %s.%s, want the calendar's get", tt.text, a.Fallback.Capability, a.Fallback.Operation)
		}
	}
	// A message for someone is no question for their number: Memo sends
	// no messages to others, and says it did not understand.
	for _, text := range []string{"text Avi: running late", "text Avi I'm running late", "sms Dana, on my way", "call Avi, now"} {
		if p := plan(t, text); p.Steps[0].Capability == memo.CapMemory {
			t.Errorf("%q: planned a look-up %+v", text, p.Steps[0].Memory)
		}
	}
	// "when is my meeting with Dana" stays the calendar's.
	if p := plan(t, "when is my meeting with Dana?"); p.Steps[0].Capability != memo.CapCalendar {
		t.Errorf("when is my meeting: planned %s", p.Steps[0].Capability)
	}
}

func TestMemoryForgetAndList(t *testing.T) {
	memories := &memo.NumberedList{Capability: memo.CapMemory, Kind: memo.NumberedMemories, IDs: []string{"m1", "m2", "m3"}}
	one := &memo.NumberedList{Capability: memo.CapMemory, Kind: memo.NumberedMemories, IDs: []string{"m1"}}
	tasks := &memo.NumberedList{Kind: memo.NumberedTasks, IDs: []string{"t1", "t2", "t3"}}
	tests := []struct {
		text     string
		numbered *memo.NumberedList
		op       memo.Op
		query    string
		indexes  []int
		offset   int
	}{
		{"forget the wifi code", nil, memo.OpMemoryDelete, "the wifi code", nil, 0},
		{"please forget about Dana's birthday", nil, memo.OpMemoryDelete, "Dana's birthday", nil, 0},
		{"delete the note about the car", nil, memo.OpMemoryDelete, "the car", nil, 0},
		{"תשכח את הקוד של השער", nil, memo.OpMemoryDelete, "הקוד של השער", nil, 0},
		{"מחק את הזיכרון על הרכב", nil, memo.OpMemoryDelete, "הרכב", nil, 0},
		{"delete the 3rd", memories, memo.OpMemoryDelete, "", []int{3}, 0},
		{"remove 2", memories, memo.OpMemoryDelete, "", []int{2}, 0},
		{"מחק את השלישי", memories, memo.OpMemoryDelete, "", []int{3}, 0},
		{"forget the last one", memories, memo.OpMemoryDelete, "", []int{3}, 0},
		{"forget it", one, memo.OpMemoryDelete, "", []int{1}, 0},
		{"show my memories", nil, memo.OpMemoryGetAll, "", nil, 0},
		{"show my notes page 3", nil, memo.OpMemoryGetAll, "", nil, 20},
		{"what do you remember?", nil, memo.OpMemoryGetAll, "", nil, 0},
		{"הזיכרונות שלי", nil, memo.OpMemoryGetAll, "", nil, 0},
		{"מה אתה זוכר?", nil, memo.OpMemoryGetAll, "", nil, 0},
		{"show memory 2", memories, memo.OpMemoryGet, "", []int{2}, 0},
		{"open the 3rd one", memories, memo.OpMemoryGet, "", []int{3}, 0},
		{"תראה את זיכרון 2", memories, memo.OpMemoryGet, "", []int{2}, 0},
	}
	for _, tt := range tests {
		p := planNumbered(t, tt.text, tt.numbered)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != tt.op {
			t.Errorf("%q: planned %s.%s, want memory.%s", tt.text, p.Steps[0].Capability, p.Steps[0].Operation, tt.op)
			continue
		}
		a := step.Memory
		if a.Query != tt.query || len(a.Indexes) != len(tt.indexes) || (len(a.Indexes) > 0 && a.Indexes[0] != tt.indexes[0]) || a.Offset != tt.offset {
			t.Errorf("%q: %+v; want query %q indexes %v offset %d", tt.text, *a, tt.query, tt.indexes, tt.offset)
		}
	}
	// "show 2" after a list of tasks is not a memory's.
	if p := planNumbered(t, "show memory 2", tasks); p.Steps[0].Capability == memo.CapMemory && p.Steps[0].Operation == memo.OpMemoryGet {
		t.Errorf("show memory 2 after tasks: planned a memory get")
	}
	// After a list of tasks, "delete the 3rd" is a task's.
	if p := planNumbered(t, "delete the 3rd", tasks); p.Steps[0].Capability != memo.CapTasks {
		t.Errorf("delete the 3rd after tasks: planned %s", p.Steps[0].Capability)
	}
}

func TestMemoryDraftBadInput(t *testing.T) {
	for _, text := range []string{"", "   ", `"`, "is", ": value", "'s phone is 0541234567"} {
		d := offline.MemoryDraft(text)
		if d.Kind == memo.MemoryContact && d.Name == "" {
			t.Errorf("MemoryDraft(%q) = a contact with no name", text)
		}
		if d.Kind == memo.MemoryFact && (d.Subject == "" || d.Value == "") {
			t.Errorf("MemoryDraft(%q) = %+v, a fact missing its parts", text, d)
		}
	}
}

// TestFieldAskedLastNearMiss: the question word last ("uncle lim number
// what ah") asks for someone's number; with no one named, it asks nothing.
func TestFieldAskedLastNearMiss(t *testing.T) {
	for _, text := range []string{"your number what", "so what", "my number what ah"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemorySearch && s.Memory.Field != "" {
			t.Errorf("%q: %s %+v; want no field asked", text, s.Operation, s.Memory)
		}
	}
}
