package offline

import "testing"

// TestMendDayWithPrefix: a Hebrew weekday (or the ordinal it doubles as)
// after ב, ה, מ or ל, one slip off, is mended; words, weekdays and forms that
// are more than one slip away are left alone.
func TestMendDayWithPrefix(t *testing.T) {
	mended := map[string]string{
		"בשייש":    "בשישי",
		"הראשןו":   "הראשון",
		"השליששי":  "השלישי",
		"הראאשון":  "הראשון",
		"השלשיי":   "השלישי",
		"ברבעי":    "ברביעי",
		"וברביעיי": "וברביעי",
		"לראששון":  "לראשון",
		"ולחמשי":   "ולחמישי",
		"modnays":  "mondays",
	}
	for in, want := range mended {
		if got, ok := mendDay(in); !ok || got != want {
			t.Errorf("mendDay(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, w := range []string{"friday", "fridays", "monday", "בשישי", "השלישי", "בשלישי", "השלישית", "רביעית", "השישה", "בשיש", "הראשי", "בחמישה", "ברביעי", "לשישי", "לשישים", "לחמישה", "לראשונה", "לשלושה"} {
		if got, ok := mendDay(w); ok {
			t.Errorf("mendDay(%q) = %q, want it left alone", w, got)
		}
	}
}

// TestCleanQuestionOpenings: a question put through "tell me" or "show
// me", its verb slipped or glued, and a contraction's apostrophe out of
// place, come out as the question itself.
func TestCleanQuestionOpenings(t *testing.T) {
	for in, want := range map[string]string{
		"tell me what I have this week":    "what do i have this week",
		"can you show me what i have tmrw": "what do i have tmrw",
		"telll me what I have on friday":   "what do i have on friday",
		"תגידי לי מה המשימות שלי":          "מה המשימות שלי",
		"מממ תגייד לי מה יש לי מחר":        "מה יש לי מחר",
		"מהיש לי היום":                     "מה יש לי היום",
		"whats' on tmrw":                   "what's on tmrw",
		"what''s on my calendar today":     "what's on my calendar today",
		"remind myself to call mom at 5":   "remind me to call mom at 5",
		"תזכור לי להתקשר לאבא בשבע":        "תזכיר לי להתקשר לאבא בשבע",
		"אני צריך להזכיר לעצמי להתקשר":     "אני צריך להזכיר לי להתקשר",
	} {
		if got := Clean(in).Text; got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
	// A "tell me" with no question after it stays.
	if got := Clean("tell me a joke").Text; got != "tell me a joke" {
		t.Errorf("Clean(%q) = %q, want it as it was", "tell me a joke", got)
	}
}

// TestGluedOpenings: two words of a question's or a follow-up's opening
// run together at the head are split; the same letters in the item are
// left as they are.
func TestGluedOpenings(t *testing.T) {
	for in, want := range map[string]string{
		"whatis my locker code":           "what is my locker code",
		"cancelit":                        "cancel it",
		"checkoff the milk":               "check off the milk",
		"umm whenis it again":             "when is it again",
		"umm whatI have tmrw":             "what i have tmrw",
		"hi honey, whaat do ya do":        "hi honey, what do ya do",
		"hey memo, manfeeling so sick":    "hey memo, man feeling so sick",
		"manage the budget":               "manage the budget",
		"whathave i got on friday":        "what have i got on friday",
		"plsrmnd me 2 call mom at 5":      "pls rmnd me 2 call mom at 5",
		"remind me to buy a checkoff pen": "remind me to buy a checkoff pen",
		"תשיםברשימת קניות לימון":          "תשים ברשימת קניות לימון",
		"תורידמהמשימות את להתקשר לאמא":    "תוריד מהמשימות את להתקשר לאמא",
	} {
		if got := normalizeHead(in); got != want {
			t.Errorf("normalizeHead(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTextedQuestionWords: a question word as it is texted ("wat",
// "wats", "wen") opens the question it stands for; the same letters
// later in a message, or another word, are left alone.
func TestTextedQuestionWords(t *testing.T) {
	for in, want := range map[string]string{
		"wats my locker combo again":    "whats my locker combo again",
		"wat is the gate code":          "what is the gate code",
		"wen is it":                     "when is it",
		"wher did i park":               "where did i park",
		"remind me to ask wat she said": "remind me to ask wat she said",
		"watch the game at 8":           "watch the game at 8",
		"whaat do ya do":                "what do ya do",
		"whne is it":                    "when is it",
		"wheat flour for the cake":      "wheat flour for the cake",
		"ughdrained, barely slept":      "ugh drained, barely slept",
		"honestlyim so down tonight":    "honestly im so down tonight",
		"ughhh":                         "ughhh",
	} {
		if got := normalizeHead(in); got != want {
			t.Errorf("normalizeHead(%q) = %q, want %q", in, got, want)
		}
	}
}
