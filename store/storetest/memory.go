package storetest

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func testNumbered(t *testing.T, st memo.ConversationState, clock *Clock) {
	if got := read(t, st, "chat-1", memo.ChatRead{}); got.Numbered != nil {
		t.Fatalf("numbered list before any = %+v; want none", got.Numbered)
	}
	first := memo.NumberedList{
		Capability: memo.CapTasks, Kind: memo.NumberedTasks,
		IDs: []string{"t_1", "t_2"}, Titles: []string{"call mom", "להתקשר לבנק"},
		ShownAt: clock.Now().In(zone()),
	}
	write(t, st, "chat-1", memo.ChatWrite{Numbered: &first})
	got := read(t, st, "chat-1", memo.ChatRead{}).Numbered
	if got == nil {
		t.Fatal("no numbered list after SaveChat stored one")
	}
	SameJSON(t, "numbered", *got, first)

	// A write of other parts leaves it; a list with a rest to show
	// replaces it.
	write(t, st, "chat-1", memo.ChatWrite{Turns: []memo.Turn{{At: clock.Now(), Role: "user", Text: "hi"}}})
	if got := read(t, st, "chat-1", memo.ChatRead{}).Numbered; got == nil || len(got.IDs) != 2 {
		t.Fatalf("numbered list after a write of turns = %+v; want it kept", got)
	}
	second := memo.NumberedList{
		Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: "l_1",
		IDs: []string{"i_9"}, Titles: []string{"milk"}, ShownAt: clock.Now(),
		More: &memo.ListingMore{Step: memo.Step{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskGetAll,
			Tasks: &memo.TaskArgs{Window: memo.WindowAll}}, Shown: 20},
	}
	write(t, st, "chat-1", memo.ChatWrite{Numbered: &second})
	got = read(t, st, "chat-1", memo.ChatRead{}).Numbered
	if got == nil {
		t.Fatal("no numbered list after the second")
	}
	SameJSON(t, "replaced numbered", *got, second)
}

func testTurns(t *testing.T, st memo.ConversationState, clock *Clock) {
	const total = memo.MaxTurns + 5
	all := make([]memo.Turn, total)
	for i := range all {
		all[i] = memo.Turn{At: clock.Now().Add(time.Duration(i) * time.Second), Role: "user", Text: fmt.Sprintf("turn %d", i+1)}
		if i%2 == 1 {
			all[i].Role, all[i].Tool = "assistant", "tasks.create"
		}
	}
	if got := read(t, st, "chat-1", memo.ChatRead{Recent: 5}).Recent; len(got) != 0 {
		t.Fatalf("recent turns before any = %v; want none", got)
	}
	// One at a time, then in batches, so both trim.
	for _, tr := range all[:3] {
		write(t, st, "chat-1", memo.ChatWrite{Turns: []memo.Turn{tr}})
	}
	write(t, st, "chat-1", memo.ChatWrite{Turns: all[3:15]})
	write(t, st, "chat-1", memo.ChatWrite{Turns: all[15:]})

	tests := []struct {
		n    int
		want []memo.Turn
	}{
		{n: 100, want: all[total-memo.MaxTurns:]},
		{n: memo.MaxTurns, want: all[total-memo.MaxTurns:]},
		{n: 3, want: all[total-3:]},
		{n: 1, want: all[total-1:]},
		{n: 0, want: []memo.Turn{}},
	}
	for _, tt := range tests {
		got := read(t, st, "chat-1", memo.ChatRead{Recent: tt.n}).Recent
		SameJSON(t, fmt.Sprintf("Recent %d", tt.n), got, tt.want)
	}
}

func testLanguage(t *testing.T, st memo.ConversationState, clock *Clock) {
	if lang := read(t, st, "chat-1", memo.ChatRead{}).Language; lang != "" {
		t.Fatalf("language before any = %q; want \"\"", lang)
	}
	for _, want := range []memo.Language{memo.Hebrew, memo.English, memo.Hebrew} {
		write(t, st, "chat-1", memo.ChatWrite{Language: want})
		if got := read(t, st, "chat-1", memo.ChatRead{}).Language; got != want {
			t.Fatalf("language = %q; want %q", got, want)
		}
	}
	// A write without a language leaves it.
	write(t, st, "chat-1", memo.ChatWrite{Turns: []memo.Turn{{At: clock.Now(), Role: "user", Text: "hi"}}})
	if got := read(t, st, "chat-1", memo.ChatRead{}).Language; got != memo.Hebrew {
		t.Fatalf("language after a write without one = %q; want he", got)
	}
}

func testStepLog(t *testing.T, st memo.ConversationState, _ *Clock) {
	keys := []string{"turn-1:s1", "turn-1:s2", "turn-1:s3"}
	if got := read(t, st, "chat-1", memo.ChatRead{Steps: keys}).Steps; len(got) != 0 {
		t.Fatalf("steps before any = %+v; want none", got)
	}

	task := sampleTask()
	tasks := memo.NewResult(memo.CapTasks, memo.OpTaskCreate, []memo.Item{task})
	tasks.Meta.Created = 1
	tasks.Meta.NotFound = []string{"dentist"}
	list := sampleList()
	lists := memo.NewResult(memo.CapLists, memo.OpListCreate, []memo.Item{list})
	write(t, st, "chat-1", memo.ChatWrite{Steps: map[string]memo.Result{"turn-1:s1": tasks, "turn-1:s2": lists}})

	got := read(t, st, "chat-1", memo.ChatRead{Steps: keys}).Steps
	if len(got) != 2 {
		t.Fatalf("steps read = %d entries; want the 2 logged", len(got))
	}
	if _, ok := got["turn-1:s3"]; ok {
		t.Error("a step never logged was read")
	}
	SameJSON(t, "tasks result", got["turn-1:s1"], tasks)
	gotTasks := got["turn-1:s1"].Tasks()
	if len(gotTasks) != 1 {
		t.Fatalf("tasks result items = %#v, want one memo.Task", got["turn-1:s1"].Items)
	}
	gt := gotTasks[0]
	if gt.ID != task.ID || !gt.CreatedAt.Equal(task.CreatedAt) || gt.DueDate == nil || !gt.DueDate.Equal(*task.DueDate) ||
		gt.Recurrence == nil || gt.Recurrence.Until == nil || !gt.Recurrence.Until.Equal(*task.Recurrence.Until) {
		t.Errorf("task came back as %+v, want %+v", gt, task)
	}
	SameJSON(t, "lists result", got["turn-1:s2"], lists)
	gotLists := got["turn-1:s2"].Lists()
	if len(gotLists) != 1 || len(gotLists[0].Items) != 2 {
		t.Fatalf("lists result items = %#v, want one memo.List with two items", got["turn-1:s2"].Items)
	}
	if gl := gotLists[0]; !gl.CreatedAt.Equal(list.CreatedAt) || !gl.Items[1].AddedAt.Equal(list.Items[1].AddedAt) || !gl.Items[0].Checked {
		t.Errorf("list came back as %+v, want %+v", gl, list)
	}
	// Only the keys asked for are read.
	if got := read(t, st, "chat-1", memo.ChatRead{Steps: keys[1:2]}).Steps; len(got) != 1 {
		t.Errorf("steps read for one key = %+v; want that one", got)
	}

	// Logging again under a key replaces the entry.
	again := memo.NewResult(memo.CapTasks, memo.OpTaskDelete, nil)
	write(t, st, "chat-1", memo.ChatWrite{Steps: map[string]memo.Result{"turn-1:s1": again}})
	if got := read(t, st, "chat-1", memo.ChatRead{Steps: keys[:1]}).Steps["turn-1:s1"]; got.Operation != memo.OpTaskDelete || len(got.Items) != 0 {
		t.Errorf("step after replace = %+v; want the delete result", got)
	}
}

func testClaim(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
	for _, bad := range []struct {
		id  string
		ttl time.Duration
	}{{"", time.Minute}, {"msg-0", 0}, {"msg-0", -time.Second}} {
		_, err := st.Claim(ctx, bad.id, bad.ttl)
		WantCode(t, fmt.Sprintf("Claim(%q, %v)", bad.id, bad.ttl), err, memo.EInvalid)
	}
	const ttl = 400 * time.Millisecond
	claim := func(id string, want bool) {
		t.Helper()
		got, err := st.Claim(ctx, id, ttl)
		if err != nil {
			t.Fatalf("Claim(%s): %v", id, err)
		}
		if got != want {
			t.Fatalf("Claim(%s) = %v, want %v", id, got, want)
		}
	}
	claim("msg-1", true)
	claim("msg-1", false)
	claim("msg-2", true)
	clock.Advance(ttl / 2)
	claim("msg-1", false)

	// Past the ttl by both clocks: the injected one and the real one.
	clock.Advance(time.Minute)
	time.Sleep(ttl + 200*time.Millisecond)
	claim("msg-1", true)
	claim("msg-1", false)

	// Again, only just past the ttl: a claim that expired is taken anew
	// at once, whenever the store deletes expired rows.
	clock.Advance(ttl + 100*time.Millisecond)
	time.Sleep(ttl + 200*time.Millisecond)
	claim("msg-1", true)
	claim("msg-1", false)
}

// recallOf reads chat's recall, failing the test on error.
func recallOf(t *testing.T, st memo.ConversationState, chat string) memo.Recall {
	t.Helper()
	return read(t, st, chat, memo.ChatRead{}).Recall
}

func testRecall(t *testing.T, st memo.ConversationState, _ *Clock) {
	if r := recallOf(t, st, "chat-r"); !r.Actions.IsZero() || r.Focus != nil || r.Asked != nil {
		t.Fatalf("recall before any = %+v; want the zero Recall", r)
	}
	task := sampleTask()
	before := task
	before.Text = "old text"
	when := task.DueDate.Add(time.Hour)
	want := memo.Recall{
		Actions: memo.NewActionLog(memo.Action{
			TurnID: "turn-1", StepID: "A", At: start(), Capability: memo.CapTasks, Operation: memo.OpTaskUpdate,
			Tasks: []memo.TaskChange{{Before: &before, After: &task, Lead: 90 * time.Minute}},
		}),
		Focus: &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: task.ID, Title: task.Text, When: &when},
		Asked: &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime, Subject: "x", ExpiresAt: start().Add(time.Minute)},
		// The change the last undo made, for "bring it back".
		Undid: &memo.Action{TurnID: "turn-0", StepID: "A", At: start(), Capability: memo.CapTasks, Operation: memo.OpTaskDelete,
			Tasks: []memo.TaskChange{{Before: &before, Lead: 30 * time.Minute}}},
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &want})
	got := recallOf(t, st, "chat-r")
	SameJSON(t, "recall", got, want)
	if acts, err := got.Actions.List(); err != nil || len(acts) != 1 || acts[0].Tasks[0].Lead != 90*time.Minute || acts[0].Tasks[0].Before.Text != "old text" {
		t.Errorf("action came back as %+v, %v", acts, err)
	}
	// Changes added to a recall as it was read are kept after the ones
	// read, the last MaxActions of them, and an undo is kept.
	for i := 2; i <= memo.MaxActions+1; i++ {
		Must(t, got.Actions.Add(memo.Action{TurnID: fmt.Sprintf("turn-%d", i), StepID: "A", At: start(),
			Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}}))
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &got})
	got = recallOf(t, st, "chat-r")
	if marked, err := got.Actions.MarkUndone("turn-5", "A"); err != nil || !marked {
		t.Errorf("MarkUndone(turn-5) = %v, %v; want it found", marked, err)
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &got})
	got = recallOf(t, st, "chat-r")
	acts, err := got.Actions.List()
	Must(t, err)
	if len(acts) != memo.MaxActions || acts[0].TurnID != "turn-2" || acts[len(acts)-1].TurnID != fmt.Sprintf("turn-%d", memo.MaxActions+1) {
		t.Errorf("after adding %d changes to one the log holds %d: %+v", memo.MaxActions, len(acts), acts)
	} else if !acts[3].Undone || acts[2].Undone || acts[3].Tasks[0].After.Text != task.Text {
		t.Errorf("turn-5 came back as %+v; want it undone, the only one", acts[3])
	}
	if got.Focus == nil || got.Focus.When == nil || !got.Focus.When.Equal(when) {
		t.Errorf("focus came back as %+v", got.Focus)
	}
	if u := got.Undid; u == nil || u.TurnID != "turn-0" || len(u.Tasks) != 1 || u.Tasks[0].Before.Text != "old text" || u.Tasks[0].Lead != 30*time.Minute {
		t.Errorf("the undo's change came back as %+v; want it kept with the changes", u)
	}
	// A write of other parts leaves it; chats are apart; a save replaces.
	write(t, st, "chat-r", memo.ChatWrite{Language: memo.English})
	if r := recallOf(t, st, "chat-r"); r.Actions.Len() != memo.MaxActions {
		t.Errorf("recall after a write without one holds %d changes; want %d", r.Actions.Len(), memo.MaxActions)
	}
	if r := recallOf(t, st, "chat-other"); !r.Actions.IsZero() {
		t.Errorf("another chat sees %+v", r)
	}
	write(t, st, "chat-r", memo.ChatWrite{Recall: &memo.Recall{}})
	if r := recallOf(t, st, "chat-r"); !r.Actions.IsZero() || r.Focus != nil {
		t.Errorf("recall after replace = %+v; want empty", r)
	}
}
