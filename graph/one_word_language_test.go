package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOneWordKeepsTheChatLanguage: an English word alone ("undo", "ok")
// in a Hebrew chat is too little to tell a change of language: the chat
// keeps Hebrew; two English words change it, and so does a Hebrew word
// alone in an English chat.
func TestOneWordKeepsTheChatLanguage(t *testing.T) {
	f := newFixture(t)
	f.say("תזכיר לי מחר ב-12 לאכול משהו")
	if r := f.say("undo"); r.Lang != memo.Hebrew {
		t.Errorf("Hebrew chat, \"undo\": %s %q", r.Lang, r.Text)
	}
	if r := f.say("show my tasks"); r.Lang != memo.English {
		t.Errorf("Hebrew chat, an English request: %s %q", r.Lang, r.Text)
	}
	if r := f.say("ok"); r.Lang != memo.English {
		t.Errorf("English chat, \"ok\": %s %q", r.Lang, r.Text)
	}
	if r := f.say("שלום"); r.Lang != memo.Hebrew {
		t.Errorf("English chat, \"שלום\": %s %q", r.Lang, r.Text)
	}
	// Half in each language ("rename את זה ל focus time") keeps the
	// chat's.
	f = newFixture(t)
	f.say("פגישה עם אבי מחר ב-5")
	if r := f.say("rename את זה ל focus time"); r.Lang != memo.Hebrew {
		t.Errorf("Hebrew chat, a rename half in English: %s %q", r.Lang, r.Text)
	}
	if r := f.say("rename it to deep work"); r.Lang != memo.English {
		t.Errorf("Hebrew chat, an English rename: %s %q", r.Lang, r.Text)
	}
	// A chat that never spoke takes the word's language.
	f = newFixture(t)
	if r := f.say("hi"); r.Lang != memo.English {
		t.Errorf("a new chat, \"hi\": %s %q", r.Lang, r.Text)
	}
}
