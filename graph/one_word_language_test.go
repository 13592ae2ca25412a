package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOneWordKeepsTheChatLanguage: a message of one word ("undo", "ok",
// "סבבה") is too little to tell a change of language: a chat that spoke
// keeps its language; two words in the other language change it.
func TestOneWordKeepsTheChatLanguage(t *testing.T) {
	f := newFixture(t)
	f.say("תזכיר לי מחר ב-12 לאכול משהו")
	if r := f.say("undo"); r.Lang != memo.Hebrew {
		t.Errorf("Hebrew chat, \"undo\": %s %q", r.Lang, r.Text)
	}
	if r := f.say("show my tasks"); r.Lang != memo.English {
		t.Errorf("Hebrew chat, an English request: %s %q", r.Lang, r.Text)
	}
	if r := f.say("סבבה"); r.Lang != memo.English {
		t.Errorf("English chat, \"סבבה\": %s %q", r.Lang, r.Text)
	}
	// A chat that never spoke takes the word's language.
	f = newFixture(t)
	if r := f.say("hi"); r.Lang != memo.English {
		t.Errorf("a new chat, \"hi\": %s %q", r.Lang, r.Text)
	}
}
