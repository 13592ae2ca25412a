package model_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// toolCase is a message, the conversation around it, and the tools it
// needs. With only, the request must send exactly those (and the core,
// tasks and help); otherwise at least those.
type toolCase struct {
	text string
	lang memo.Language
	ctx  func(*memo.PlanRequest)
	want []string
	only bool
}

// every is every tool, for a message whose words point to no domain.
var every = []string{"tasks", "lists", "calendar", "memory", "mail", "help"}

func focusOn(c memo.Capability, kind, title string) func(*memo.PlanRequest) {
	return func(r *memo.PlanRequest) {
		r.Focus = &memo.FocusItem{Capability: c, Kind: kind, ID: "x1", Title: title}
	}
}

func shown(c memo.Capability, kind string, titles ...string) func(*memo.PlanRequest) {
	return func(r *memo.PlanRequest) {
		r.Numbered = &memo.NumberedList{Capability: c, Kind: kind, Titles: titles, IDs: titles}
	}
}

func after(tool, text string) func(*memo.PlanRequest) {
	return func(r *memo.PlanRequest) {
		r.Recent = []memo.Turn{{At: monday, Role: "user", Text: "..."}, {At: monday, Role: "assistant", Text: text, Tool: tool}}
	}
}

func lists(names ...string) func(*memo.PlanRequest) {
	return func(r *memo.PlanRequest) { r.ListNames = names }
}

func asked(c memo.Capability, op memo.Op) func(*memo.PlanRequest) {
	return func(r *memo.PlanRequest) {
		r.Dropped = &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, StepID: "A",
			Options: []memo.Option{{Label: "one"}, {Label: "two"}},
			Plan:    memo.Plan{Steps: []memo.Step{{ID: "A", Capability: c, Operation: op}}}}
	}
}

var (
	en, he = memo.English, memo.Hebrew
)

// toolCases are requests of every kind, in both languages, and the tools
// each needs; the token budget test sends them too.
var toolCases = []toolCase{
	// Tasks.
	{"don't let me forget the passport renewal next week", en, nil, []string{"tasks"}, false},
	{"nudge me about the dentist bill on Thursday", en, nil, []string{"tasks"}, false},
	{"I finished the tax forms", en, nil, []string{"tasks"}, false},
	{"אל תיתן לי לשכוח לחדש דרכון", he, nil, []string{"tasks"}, false},
	{"שלא אשכח להתקשר לסבתא ביום חמישי", he, nil, []string{"tasks", "calendar"}, false},
	{"סיימתי עם הדוח לרואה החשבון", he, nil, []string{"tasks"}, false},
	// Lists.
	{"throw hummus and pitas onto the groceries", en, nil, []string{"lists"}, false},
	{"we're out of milk and eggs, put them on the shopping", en, nil, []string{"lists"}, false},
	{"got the batteries", en, nil, []string{"lists", "tasks"}, false},
	{"tent and sleeping bags for camping", en, lists("Camping"), []string{"lists"}, false},
	{"תוסיף חלב וביצים לקניות", he, nil, []string{"lists"}, false},
	{"תוריד את הלחם מהרשימה", he, nil, []string{"lists"}, false},
	{"קניתי את הגבינה", he, nil, []string{"lists", "tasks"}, false},
	{"I'm out of coffee", en, nil, []string{"lists"}, false},
	{"we need eggs", en, nil, []string{"lists"}, false},
	{"נגמר לנו הקפה", he, nil, []string{"lists"}, false},
	// Calendar.
	{"dinner at Noa's Friday 8pm", en, nil, []string{"calendar", "tasks"}, false},
	{"am I free Thursday afternoon?", en, nil, []string{"calendar"}, false},
	{"I'm flying to Berlin Tuesday through Thursday", en, nil, []string{"calendar"}, false},
	{"move the standup to 10", en, nil, []string{"calendar"}, false},
	{"choir every Tuesday at 7", en, nil, []string{"calendar", "tasks"}, false},
	{"תור לרופאת עור ביום ראשון ב-16:00", he, nil, []string{"calendar"}, false},
	{"מה יש לי ביומן מחר", he, nil, []string{"calendar"}, false},
	{"תבטל את הפגישה עם יוסי", he, nil, []string{"calendar"}, false},
	{"חוג ציור כל יום שלישי בחמש", he, nil, []string{"calendar", "tasks"}, false},
	// Memory.
	{"remember that the gate code is 4321", en, nil, []string{"memory"}, false},
	{"where did I park?", en, nil, []string{"memory"}, false},
	{"what's Dana's number?", en, nil, []string{"memory"}, false},
	{"my locker is 221", en, nil, []string{"memory"}, false},
	{"forget what I told you about the wifi", en, nil, []string{"memory"}, false},
	{"תזכור שהקוד של השער הוא 4321", he, nil, []string{"memory"}, false},
	{"איפה החניתי?", he, nil, []string{"memory"}, false},
	{"מה המספר של דנה?", he, nil, []string{"memory"}, false},
	{"הסיסמה של הוויפי בבית היא lemon77", he, nil, []string{"memory"}, false},
	{"Dr. Levi is Noa's dentist", en, nil, []string{"memory"}, false},
	{"דנה היא המורה לפסנתר של נועה", he, nil, []string{"memory"}, false},
	// Mail.
	{"anything new from the bank in my inbox?", en, nil, []string{"mail"}, false},
	{"write to Dana that I'll be late", en, nil, []string{"mail"}, false},
	{"did Avi answer me?", en, nil, []string{"mail"}, false},
	{"connect my google account", en, nil, []string{"mail"}, false},
	{"תשלח מייל לדנה שאני מאחר", he, nil, []string{"mail"}, false},
	{"תקרא לי את המייל האחרון מהבנק", he, nil, []string{"mail"}, false},
	{"תחבר את הגוגל שלי", he, nil, []string{"mail"}, false},
	// Several domains in one message.
	{"add milk to the list and remind me to call mom at 6", en, nil, []string{"tasks", "lists", "calendar"}, false},
	{"email Dana the shopping list", en, nil, []string{"mail", "lists"}, false},
	{"remind me about the meeting", en, nil, []string{"tasks", "calendar"}, false},
	{"what do I have tomorrow", en, nil, []string{"tasks", "calendar"}, false},
	{"תזכיר לי מחר לקנות מתנה לנועה ותשלח לה מייל", he, nil, []string{"tasks", "lists", "calendar", "mail"}, false},
	// Words that point to no domain: every tool.
	{"Noa likes lilies", en, nil, every, true},
	{"hmm", en, nil, every, true},
	{"thanks!", en, nil, every, true},
	{"נועה אוהבת חבצלות", he, nil, every, true},
	{"נו?", he, nil, every, true},
	// A message that only refers back: the conversation's domain.
	{"cancel it", en, focusOn(memo.CapCalendar, memo.FocusEvent, "Standup"), []string{"calendar"}, true},
	{"the second one", en, shown(memo.CapLists, memo.NumberedLists, "Groceries", "Packing"), []string{"lists"}, true},
	{"the second one", en, shown(memo.CapGmail, memo.NumberedEmails, "Bank", "Dana"), []string{"mail"}, true},
	{"make it 5", en, after("calendar.create", "Added Standup, Tue 10:00"), []string{"calendar"}, false},
	{"the other one", en, after("general.reply", "Hi!"), every, true},
	{"השני", he, asked(memo.CapCalendar, memo.OpEventDelete), []string{"calendar"}, true},
	{"את זה", he, focusOn(memo.CapLists, memo.FocusListItem, "חלב"), []string{"lists"}, true},
	// The conversation's domain is added to the message's.
	{"and remind me on Friday too", en, after("memory.store", "Saved"), []string{"tasks", "calendar", "memory"}, false},
	// Clear cases send only their domain.
	{"put hummus on the shopping list", en, nil, []string{"lists"}, true},
	{"תוסיף חומוס לרשימת הקניות", he, nil, []string{"lists"}, true},
	{"open my inbox", en, nil, []string{"mail"}, true},
}

// sentTools returns the names of the tools in a request body.
func sentTools(tb testing.TB, body []byte) []string {
	tb.Helper()
	var req struct {
		Tools []struct {
			Type     string `json:"type"`
			Function struct {
				Name       string          `json:"name"`
				Parameters json.RawMessage `json:"parameters"`
			} `json:"function"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		tb.Fatalf("request body: %v", err)
	}
	var names []string
	for _, t := range req.Tools {
		if t.Type != "function" || len(t.Function.Parameters) == 0 {
			tb.Errorf("tool %s is sent without its definition", t.Function.Name)
		}
		names = append(names, t.Function.Name)
	}
	return names
}

func (c toolCase) request() memo.PlanRequest {
	req := request(c.text, c.lang)
	if c.ctx != nil {
		c.ctx(&req)
	}
	return req
}

// TestToolsSent checks, on the request the fake server receives, that
// each kind of message gets the tools it needs, and only the chosen ones.
func TestToolsSent(t *testing.T) {
	for _, c := range toolCases {
		t.Run(c.text, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Text("Which day do you mean?"))
			if _, err := newPlanner(t, srv).Plan(t.Context(), c.request()); err != nil {
				t.Fatalf("Plan: %v", err)
			}
			got := sentTools(t, srv.Requests()[0].Body)
			want := slices.Concat([]string{"tasks", "help"}, c.want)
			for _, w := range want {
				if !slices.Contains(got, w) {
					t.Errorf("tools sent %v, missing %s", got, w)
				}
			}
			if c.only {
				for _, g := range got {
					if !slices.Contains(want, g) {
						t.Errorf("tools sent %v, want only %v", got, want)
						break
					}
				}
			}
			t.Logf("%v", got)
		})
	}
}

// TestContextGivesWayToTools checks that the context is spent by what the
// tools leave: with few tools a request carries all of it, with every tool
// only the item in focus and the unanswered question, which say what "it"
// and the answer are.
func TestContextGivesWayToTools(t *testing.T) {
	withContext := func(text string) memo.PlanRequest {
		req := request(text, memo.Hebrew)
		req.Numbered = &memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks,
			IDs: []string{"a", "b"}, Titles: []string{"שיחה לאמא", "שיחה לאבא"}}
		req.ListNames = []string{"קניות", "אריזה לטיול"}
		req.Recent = []memo.Turn{{At: monday, Role: "user", Text: "מה המשימות שלי?"},
			{At: monday, Role: "assistant", Text: "1. שיחה לאמא\n2. שיחה לאבא", Tool: "tasks.getAll"}}
		req.Dropped = &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichTask, Subject: "שיחה", StepID: "A",
			Options: []memo.Option{{Label: "שיחה לאמא"}, {Label: "שיחה לאבא"}},
			Plan:    memo.Plan{Steps: []memo.Step{{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete}}}}
		req.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "b", Title: "שיחה לאבא"}
		return req
	}
	type parts struct {
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
	}
	tests := []struct {
		name, text string
		tools      int
		keep, drop []string
	}{
		{"few tools", "תוסיף ביצים לקניות", 3,
			[]string{"Focus (", "Unanswered question", "1. שיחה לאמא", "Last list shown", "User's lists: קניות"}, nil},
		{"every tool", "נו", len(every),
			[]string{"Focus (", "Unanswered question: which task (tasks.delete) \"שיחה\""},
			[]string{"Last list shown", "User's lists", "1. שיחה לאמא"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Text("Which day do you mean?"))
			if _, err := newPlanner(t, srv).Plan(t.Context(), withContext(tt.text)); err != nil {
				t.Fatalf("Plan: %v", err)
			}
			body := srv.Requests()[0].Body
			if got := sentTools(t, body); len(got) != tt.tools {
				t.Fatalf("tools sent %v, want %d", got, tt.tools)
			}
			var p parts
			if err := json.Unmarshal(body, &p); err != nil {
				t.Fatal(err)
			}
			system := p.Messages[0].Content
			for _, k := range tt.keep {
				if !strings.Contains(system, k) {
					t.Errorf("system prompt lacks %q:\n%s", k, system)
				}
			}
			for _, d := range tt.drop {
				if strings.Contains(system, d) {
					t.Errorf("system prompt keeps %q:\n%s", d, system)
				}
			}
			if tt.drop != nil && len(p.Messages) != 2 {
				t.Errorf("%d messages sent, want the system prompt and the message only, no recent turns", len(p.Messages))
			}
		})
	}
}

// TestRepairSendsTheSameTools checks that the repair call offers the
// model the tools of the first call.
func TestRepairSendsTheSameTools(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Tools(openaitest.ToolCall("email", `{}`)), openaitest.Text("Which day do you mean?"))
	if _, err := newPlanner(t, srv).Plan(t.Context(), request("put hummus on the groceries", memo.English)); err != nil {
		t.Fatalf("Plan: %v", err)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d calls, want 2 (with the repair)", len(reqs))
	}
	first, second := sentTools(t, reqs[0].Body), sentTools(t, reqs[1].Body)
	if !slices.Equal(first, second) || !slices.Contains(first, "lists") {
		t.Errorf("first call sent %v, repair %v: want the same, with lists", first, second)
	}
}
