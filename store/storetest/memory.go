package storetest

import (
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func testNumbered(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
	if l, ok, err := st.LoadNumbered(ctx, "chat-1"); err != nil || ok {
		t.Fatalf("LoadNumbered before save = %+v, %v, %v; want none", l, ok, err)
	}
	first := memo.NumberedList{
		Capability: memo.CapTasks, Kind: memo.NumberedTasks,
		IDs: []string{"t_1", "t_2"}, Titles: []string{"call mom", "להתקשר לבנק"},
		ShownAt: clock.Now().In(zone()),
	}
	mustNoErr(t, "SaveNumbered", st.SaveNumbered(ctx, "chat-1", first))
	got, ok, err := st.LoadNumbered(ctx, "chat-1")
	if err != nil || !ok {
		t.Fatalf("LoadNumbered = %v, %v; want ok", ok, err)
	}
	sameJSON(t, "numbered", got, first)

	second := memo.NumberedList{
		Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: "l_1",
		IDs: []string{"i_9"}, Titles: []string{"milk"}, ShownAt: clock.Now(),
	}
	mustNoErr(t, "SaveNumbered", st.SaveNumbered(ctx, "chat-1", second))
	got, ok, err = st.LoadNumbered(ctx, "chat-1")
	if err != nil || !ok {
		t.Fatalf("LoadNumbered after replace = %v, %v; want ok", ok, err)
	}
	sameJSON(t, "replaced numbered", got, second)
}

func testTurns(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
	const total = memo.MaxTurns + 5
	all := make([]memo.Turn, total)
	for i := range all {
		all[i] = memo.Turn{At: clock.Now().Add(time.Duration(i) * time.Second), Role: "user", Text: fmt.Sprintf("turn %d", i+1)}
		if i%2 == 1 {
			all[i].Role, all[i].Tool = "assistant", "tasks.create"
		}
	}
	if got, err := st.RecentTurns(ctx, "chat-1", 5); err != nil || len(got) != 0 {
		t.Fatalf("RecentTurns before any = %v, %v; want none", got, err)
	}
	// One at a time, then in batches, so both paths trim.
	for _, tr := range all[:3] {
		mustNoErr(t, "AppendTurns", st.AppendTurns(ctx, "chat-1", tr))
	}
	mustNoErr(t, "AppendTurns", st.AppendTurns(ctx, "chat-1", all[3:15]...))
	mustNoErr(t, "AppendTurns", st.AppendTurns(ctx, "chat-1", all[15:]...))
	mustNoErr(t, "AppendTurns with none", st.AppendTurns(ctx, "chat-1"))

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
		got, err := st.RecentTurns(ctx, "chat-1", tt.n)
		if err != nil {
			t.Fatalf("RecentTurns(%d): %v", tt.n, err)
		}
		sameJSON(t, fmt.Sprintf("RecentTurns(%d)", tt.n), got, tt.want)
	}
}

func testLanguage(t *testing.T, st memo.ConversationState, _ *Clock) {
	ctx := t.Context()
	if lang, err := st.LoadLanguage(ctx, "chat-1"); err != nil || lang != "" {
		t.Fatalf("LoadLanguage before save = %q, %v; want \"\"", lang, err)
	}
	for _, want := range []memo.Language{memo.Hebrew, memo.English, memo.Hebrew} {
		mustNoErr(t, "SaveLanguage", st.SaveLanguage(ctx, "chat-1", want))
		if got, err := st.LoadLanguage(ctx, "chat-1"); err != nil || got != want {
			t.Fatalf("LoadLanguage = %q, %v; want %q", got, err, want)
		}
	}
}

func testStepLog(t *testing.T, st memo.ConversationState, _ *Clock) {
	ctx := t.Context()
	if _, ok, err := st.LoadStep(ctx, "turn-1:s1"); err != nil || ok {
		t.Fatalf("LoadStep before save = %v, %v; want none", ok, err)
	}

	task := sampleTask()
	tasks := memo.NewResult(memo.CapTasks, memo.OpTaskCreate, []memo.Item{task})
	tasks.Meta.Created = 1
	tasks.Meta.NotFound = []string{"dentist"}
	list := sampleList()
	lists := memo.NewResult(memo.CapLists, memo.OpListCreate, []memo.Item{list})
	mustNoErr(t, "SaveStep(tasks)", st.SaveStep(ctx, "turn-1:s1", tasks))
	mustNoErr(t, "SaveStep(lists)", st.SaveStep(ctx, "turn-1:s2", lists))

	got, ok, err := st.LoadStep(ctx, "turn-1:s1")
	if err != nil || !ok {
		t.Fatalf("LoadStep(tasks) = %v, %v; want ok", ok, err)
	}
	sameJSON(t, "tasks result", got, tasks)
	gotTasks := got.Tasks()
	if len(gotTasks) != 1 {
		t.Fatalf("tasks result items = %#v, want one memo.Task", got.Items)
	}
	gt := gotTasks[0]
	if gt.ID != task.ID || !gt.CreatedAt.Equal(task.CreatedAt) || gt.DueDate == nil || !gt.DueDate.Equal(*task.DueDate) ||
		gt.Recurrence == nil || gt.Recurrence.Until == nil || !gt.Recurrence.Until.Equal(*task.Recurrence.Until) {
		t.Errorf("task came back as %+v, want %+v", gt, task)
	}

	got, ok, err = st.LoadStep(ctx, "turn-1:s2")
	if err != nil || !ok {
		t.Fatalf("LoadStep(lists) = %v, %v; want ok", ok, err)
	}
	sameJSON(t, "lists result", got, lists)
	gotLists := got.Lists()
	if len(gotLists) != 1 || len(gotLists[0].Items) != 2 {
		t.Fatalf("lists result items = %#v, want one memo.List with two items", got.Items)
	}
	if gl := gotLists[0]; !gl.CreatedAt.Equal(list.CreatedAt) || !gl.Items[1].AddedAt.Equal(list.Items[1].AddedAt) || !gl.Items[0].Checked {
		t.Errorf("list came back as %+v, want %+v", gl, list)
	}

	// Saving again under a key replaces the record.
	again := memo.NewResult(memo.CapTasks, memo.OpTaskDelete, nil)
	mustNoErr(t, "SaveStep(again)", st.SaveStep(ctx, "turn-1:s1", again))
	if got, _, err := st.LoadStep(ctx, "turn-1:s1"); err != nil || got.Operation != memo.OpTaskDelete || len(got.Items) != 0 {
		t.Errorf("LoadStep after replace = %+v, %v; want the delete result", got, err)
	}
}

func testClaim(t *testing.T, st memo.ConversationState, clock *Clock) {
	ctx := t.Context()
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
