package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// share sends a message that shares what s holds, with text.
func (f *memFixture) share(text string, s memo.Shared) memo.Reply {
	f.t.Helper()
	return f.send(memo.Inbound{ChatID: f.chat, Text: text, Shared: s})
}

func cards(cs ...memo.Card) memo.Shared { return memo.Shared{Contacts: cs} }

// noModel asserts the last turn made no model call.
func (f *memFixture) noModel(what string) {
	f.t.Helper()
	if tr := f.traces.last(); tr.Usage.Calls != 0 {
		f.t.Errorf("%s: %d model calls, want 0", what, tr.Usage.Calls)
	}
}

func (f *memFixture) contacts() []memo.Memory {
	f.t.Helper()
	var out []memo.Memory
	for _, m := range f.stored(f.chat) {
		if m.Kind == memo.MemoryContact {
			out = append(out, m)
		}
	}
	return out
}

func wantIn(t *testing.T, what, text string, words ...string) {
	t.Helper()
	for _, w := range words {
		if !strings.Contains(text, w) {
			t.Errorf("%s: %q lacks %q", what, text, w)
		}
	}
}

// TestSharedCard: a contact card is saved with every number and address,
// with no model call, and answers "what's Dana's number?" and "call Dana"
// in both languages with all its numbers.
func TestSharedCard(t *testing.T) {
	f := memoryRunner(t, nil)
	out := f.share("", cards(memo.Card{Name: "Dana Levi", Phones: []string{"+972 54-123-4567", "03-5551234"},
		Emails: []string{"dana@example.com", "dana@work.example"}, Org: "Acme"}))
	if !out.Success || out.Lang != memo.Hebrew {
		t.Fatalf("a card in a chat that never wrote: %+v (want Hebrew, the default)", out)
	}
	wantIn(t, "saved", out.Text, "שמרתי", "Dana Levi", "+972 54-123-4567", "03-5551234", "dana@work.example")
	f.noModel("a card")
	cs := f.contacts()
	if len(cs) != 1 || cs[0].Name != "Dana Levi" || cs[0].Phone != "+972 54-123-4567, 03-5551234" ||
		cs[0].Email != "dana@example.com, dana@work.example" || cs[0].Notes != "Acme" {
		t.Fatalf("contacts %+v", cs)
	}
	for _, q := range []string{"what's Dana's number?", "call Dana", "מה המספר של דנה?", "תתקשר לדנה"} {
		out := f.say(q)
		wantIn(t, q, out.Text, "+972 54-123-4567", "03-5551234")
		if ms := memories(out); len(ms) == 0 || ms[0].ID != cs[0].ID {
			t.Errorf("%q: %+v", q, ms)
		}
	}
	if out := f.say("what's Dana's email?"); !strings.Contains(out.Text, "dana@example.com, dana@work.example") {
		t.Errorf("email: %q", out.Text)
	}
	// The same card again changes nothing and asks nothing.
	again := f.share("", cards(memo.Card{Name: "Dana Levi", Phones: []string{"+972 54-123-4567", "03-5551234"},
		Emails: []string{"dana@example.com", "dana@work.example"}, Org: "Acme"}))
	if again.Pending != nil || len(f.contacts()) != 1 {
		t.Errorf("the same card again: %+v, %d contacts", again.Pending, len(f.contacts()))
	}
}

// TestSharedCards: several cards are saved together, in one reply that
// lists them; a card with no number or address is refused by name, one
// with no name is saved under its number.
func TestSharedCards(t *testing.T) {
	f := memoryRunner(t, nil)
	f.say("hi") // the chat speaks English
	out := f.share("", cards(
		memo.Card{Name: "Avi Cohen", Phones: []string{"054-1112222"}},
		memo.Card{Name: "Noa", Emails: []string{"noa@example.com"}},
		memo.Card{Phones: []string{"052-9998877"}},
		memo.Card{Name: "Empty Guy"},
	))
	if out.Lang != memo.English {
		t.Fatalf("lang %s", out.Lang)
	}
	wantIn(t, "several", out.Text, "Saved 3 contacts", "Avi Cohen", "054-1112222", "Noa", "noa@example.com", "052-9998877",
		"Empty Guy", "no phone number or email")
	f.noModel("cards")
	byName := map[string]memo.Memory{}
	for _, c := range f.contacts() {
		byName[c.Name] = c
	}
	if len(byName) != 3 || byName["Noa"].Email != "noa@example.com" || byName["Noa"].Phone != "" || byName["052-9998877"].Phone != "052-9998877" {
		t.Fatalf("contacts %+v", byName)
	}
	if _, ok := byName["Empty Guy"]; ok {
		t.Error("a card with nothing to call or write to was saved")
	}
	if out := f.say("what's Noa's email?"); !strings.Contains(out.Text, "noa@example.com") {
		t.Errorf("Noa's email: %q", out.Text)
	}
	// Noa has no number: what is known of her is shown, and no number.
	if out := f.say("what's Noa's number?"); strings.ContainsAny(out.Text, "0123456789") || !strings.Contains(out.Text, "noa@example.com") {
		t.Errorf("Noa has no number: %q", out.Text)
	}
	// A card with nothing at all, in Hebrew.
	f.say("שלום")
	out = f.share("", cards(memo.Card{}))
	if out.Success || !strings.Contains(out.Text, "אין שם, מספר טלפון או מייל") {
		t.Errorf("an empty card: %+v", out)
	}
}

// TestSharedCardConflict: a card for a name already saved asks replace or
// keep both, the question a typed contact asks, and both answers work.
func TestSharedCardConflict(t *testing.T) {
	for _, tt := range []struct {
		answer string
		phones []string
	}{
		{"1", []string{"050-7654321, 03-5551234"}},
		{"2", []string{"050-7654321, 03-5551234", "054-1234567"}},
		{"שניהם", []string{"050-7654321, 03-5551234", "054-1234567"}},
	} {
		t.Run(tt.answer, func(t *testing.T) {
			f := memoryRunner(t, nil)
			f.say("Avi's phone is 054-1234567")
			q := f.share("", cards(memo.Card{Name: "Avi", Phones: []string{"050-7654321", "03-5551234"}},
				memo.Card{Name: "Gal", Phones: []string{"058-1111111"}}))
			if q.Pending == nil || q.Pending.Reason != memo.ReasonMemoryConflict || len(q.Pending.Options) != 2 {
				t.Fatalf("want the conflict question, got %+v", q)
			}
			wantIn(t, "question", q.Text, "You already have", "054-1234567", "050-7654321", "Keep both")
			f.noModel("a conflicting card")
			out := f.say(tt.answer)
			// The card after the one asked about is saved with the answer.
			wantIn(t, "answer", out.Text, "Gal", "058-1111111")
			var got []string
			for _, c := range f.contacts() {
				if c.Name == "Avi" {
					got = append(got, c.Phone)
				}
			}
			if strings.Join(got, "|") != strings.Join(tt.phones, "|") {
				t.Errorf("after %q: Avi's phones %q, want %q", tt.answer, got, tt.phones)
			}
		})
	}
}

// TestSharedCardEmail: "email Dana: …" sends to the address a saved card
// holds, after the draft is confirmed; with two addresses it asks which.
func TestSharedCardEmail(t *testing.T) {
	f := mailRunner(t)
	f.share("", cards(memo.Card{Name: "Dana", Phones: []string{"054-1234567"}, Emails: []string{"dana@example.com"}},
		memo.Card{Name: "Ronit", Emails: []string{"ronit@example.com", "ronit@work.example"}}))
	out := f.say("email Dana: see you at 5")
	wantIn(t, "draft", out.Text, "dana@example.com", "see you at 5")
	f.say("yes")
	if sent := f.mail.sent; len(sent) != 1 || sent[0].To[0] != "dana@example.com" {
		t.Fatalf("sent %+v", sent)
	}
	q := f.say("email Ronit: running late")
	if q.Pending == nil || q.Pending.Reason != memo.ReasonWhichRecipient || len(q.Pending.Options) != 2 {
		t.Fatalf("two addresses: %+v", q)
	}
	wantIn(t, "choice", f.say("2").Text, "ronit@work.example")
	f.say("yes")
	if sent := f.mail.sent; len(sent) != 2 || sent[1].To[0] != "ronit@work.example" {
		t.Errorf("sent %+v", sent)
	}
}

// TestSharedNoModelCall: with a model configured, saving a card, a pin
// and the pin's name make no model call; the contact is found by its
// words at once.
func TestSharedNoModelCall(t *testing.T) {
	srv := openaitest.New(t)
	srv.SetEmbedding(openaitest.WordVectors(64, nil))
	f := memoryRunner(t, srv)
	f.say("hello")
	before := len(srv.Requests()) // embeddings and chat completions
	f.share("", cards(memo.Card{Name: "Dana", Phones: []string{"054-1234567"}}))
	f.noModel("a card with a model configured")
	f.share("", pin(memo.Place{Lat: 32.0853, Lng: 34.7818}))
	f.noModel("a pin with a model configured")
	f.say("that's where I parked")
	f.noModel("naming a pin with a model configured")
	if n := len(srv.Requests()); n != before {
		t.Errorf("the model was called %d times", n-before)
	}
	if out := f.say("what's Dana's number?"); !strings.Contains(out.Text, "054-1234567") {
		t.Errorf("the card's number: %q", out.Text)
	}
}
