package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// letterPlan is the operation of the first step of text's plan and the
// words of what it made (see itemWords); "error" when text was refused.
func letterPlan(t *testing.T, text string) string {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, ListNames: []string{"shopping", "קניות"},
	})
	if err != nil || len(p.Steps) == 0 {
		return "error"
	}
	return string(p.Steps[0].Operation) + "|" + itemWords(p.Steps[0])
}

// TestLetters: a request written as a letter, with a salutation ("Dear
// Memo,", "Good morning dear,", "שלום ממו,", "לכבוד ממו,", "ממו היקרה,"),
// a line of courtesy ("I hope you are well.", "מה שלומך?") and a closing
// signed with a name or an initial, on the same line or the next ("Thank
// you kindly, Margaret", "Regards\nHarold", "Many thanks. M.", "בברכה,
// משה", "בתודה מראש, יוסי"), is read as the request, no word of the
// letter in what it makes. A name that may be the item ("remind me to
// call Margaret"), a closing word inside the item ("thank you cards") or
// "Dear" in a title ("Dear Abby") stays; a sentence of news with a time in
// it, or one not read, declines the letter.
func TestLetters(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Dear Memo, could you please remind me on Friday at 10 to ring the chemist about my prescription. Thank you kindly, Margaret",
			"tasks.create|ring the chemist about my prescription"},
		{"Hello Memo,\nPlease add milk and bread to my shopping list.\nRegards\nHarold", "lists.addItems|shopping | milk | bread"},
		{"Hello Memo\nPlease add milk to my shopping list\nRegards, Harold", "lists.addItems|shopping | milk"},
		{"Good morning dear, please remind me on Friday at 10 to call the bank. Many thanks. M.", "tasks.create|call the bank"},
		{"Dear Memo, I hope you are well. Please remind me tomorrow at 9 to call the plumber. Love, Margaret", "tasks.create|call the plumber"},
		{"Dear Memo,\nPlease remind me tomorrow at 9 to call the plumber.\nLove Margaret", "tasks.create|call the plumber"},
		{"Dearest Memo, please remind me tomorrow at 9 to call the plumber. Kind regards, Margaret", "tasks.create|call the plumber"},
		{"My dear Memo, please remind me tomorrow at 9 to call the plumber. Yours sincerely, Margaret Smith", "tasks.create|call the plumber"},
		{"Dear Memo, please remind me tomorrow at 9 to call the plumber, thank you, Margaret", "tasks.create|call the plumber"},
		{"Dear Memo, I hope this finds you well. Please add eggs to my shopping list. Thank you, Margaret", "lists.addItems|shopping | eggs"},
		{"Good morning Memo, please add eggs to my shopping list. Best, Harold", "lists.addItems|shopping | eggs"},
		{"Dear Memo, remember that my locker code is 4471. With thanks, Margaret", "memory.storeMemory|my locker code is 4471"},
		{"Dear Memo, when is Harold's birthday? Thank you, Margaret", "memory.searchMemory|"},
		{"שלום ממו, אבקש להזכיר לי ביום שישי ב-10 להתקשר לבית המרקחת. תודה רבה, רחל", "tasks.create|להתקשר לבית המרקחת"},
		{"ממו היקר, בבקשה תוסיף חלב ולחם לרשימת הקניות. בברכה, משה", "lists.addItems|קניות | חלב | לחם"},
		{"לכבוד ממו, תזכיר לי מחר ב-9 להתקשר לרופא. בתודה מראש, יוסי", "tasks.create|להתקשר לרופא"},
		{"ממו יקרה, תזכירי לי מחר ב-9 להתקשר לאינסטלטור, תודה רבה, רחל", "tasks.create|להתקשר לאינסטלטור"},
		{"בוקר טוב ממו, תוסיף ביצים לרשימת הקניות. כל טוב, משה", "lists.addItems|קניות | ביצים"},
		{"שלום ממו,\nתזכיר לי מחר ב-9 להתקשר לאינסטלטור.\nבברכה\nמשה", "tasks.create|להתקשר לאינסטלטור"},
		{"היי ממו, מה שלומך? תזכיר לי מחר ב-9 להתקשר לאינסטלטור. באהבה, סבתא רחל", "tasks.create|להתקשר לאינסטלטור"},
		{"שלום ממו, אני מקווה שאתה בסדר. תזכיר לי מחר ב-9 להתקשר לאינסטלטור. שלך, רחל", "tasks.create|להתקשר לאינסטלטור"},
		// Near misses: the name, "Dear" or the closing word is the item's.
		{"remind me tomorrow at 9 to call Margaret", "tasks.create|call Margaret"},
		{"remind me on Friday to thank Margaret. Thanks", "tasks.create|thank Margaret"},
		{"Dear Memo, please remind me tomorrow at 9 to write to Dear Abby. Thanks, Margaret", "tasks.create|write to Dear Abby"},
		{"Dear Memo, please add Dear John letter to my shopping list. Regards, M.", "lists.addItems|shopping | Dear John letter"},
		{"תזכיר לי מחר ב-9 להודות לרחל", "tasks.create|להודות לרחל"},
		// Near misses that are not taken: small talk, news with a time,
		// a sentence not read.
		{"thanks, that's all", "general.thanks|"},
		{"Dear Memo, my car broke down on Monday. Please add eggs to my shopping list. Thank you, Margaret", "general.unknown|"},
		{"Dear Memo, blorf snuffle. Please add eggs to my shopping list. Thank you, Margaret", "general.unknown|"},
		{"add milk to my shopping list. Best Buy", "general.unknown|"},
		{"ממו היקר, בלורף שנופל. תזכיר לי מחר ב-9 להתקשר לרופא. בברכה, משה", "general.unknown|"},
		{"שלום ממו, ביום שני הרכב שלי התקלקל. תוסיף ביצים לרשימת הקניות. תודה, רחל", "general.unknown|"},
	} {
		if got := letterPlan(t, tc.text); got != tc.want {
			t.Errorf("%q: %s; want %s", tc.text, got, tc.want)
		}
	}
}
