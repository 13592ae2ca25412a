package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// A day said inside the deed of a reminder that already has its own time
// is part of what is to be done, not when to remind: in a clause about
// someone or something ("remind me friday at 2 to call the group arriving
// on saturday", "תזכירי לי ביום שישי ב14:45 להתקשר לקבוצה מצרפת שמגיעה
// בשבת") or after "before" ("remind me at 5 to close the shop before
// shabbat", "כל יום שישי באחת בצהריים תזכיר לי לסגור את המונית לפני שבת").
// Only a day after the deed's verb is read so, and only when the time
// is said before that verb; "remind me to close the shop before shabbat",
// with no time of its own, is still reminded the day before. Beside an
// hour alone, "before" said in the deed is the deed's ("remind me at 5 to
// close the shop before shabbat": today at 17:00), but said before the
// request ("before shabbat remind me at 5 to …") it is when, and not
// guessed.

// deedDaysEN and deedDaysHE are the days such a clause names.
const (
	deedDaysEN = `(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|shabbat|shabbos|shabat|sabbath|tomorrow)`
	deedDaysHE = `(?:ה?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|מחר)`
)

// reDeedDay is a day in a clause of the deed: after "before"/"לפני", or
// after a word that opens a clause about someone or something ("that",
// "who", "which", a participle in -ing, a Hebrew verb behind its "ש") and
// at most two words more.
var reDeedDay = compile(`(?i)\b(?:before\s+|(?:(?:that|who|which)(?:'s|’s)?|[a-z]{3,}ing)\s+(?:[a-z']+\s+){0,2}?(?:on\s+)?)(?:(?:this|next|the)\s+)?` + deedDaysEN + `\b|` +
	`(?:^|\s)(?:לפני\s+(?:יום\s+)?|ש\p{Hebrew}{2,}\s+(?:\p{Hebrew}+\s+){0,2}?(?:ב|ל)-?(?:יום\s+)?)` + deedDaysHE + `(?:\s+(?:הזה|הזאת|הזו|הקרוב|הקרובה|הבא|הבאה))?(?:$|[\s.,!?])`)

// gerundVerbs take an -ing word as their object ("go shopping", "keep
// trying"): after them it is a deed, not a clause about someone.
var gerundVerbs = wordSet(`go goes going went do doing keep start stop finish try avoid enjoy be is are am was were been come miss practice practise continue begin consider`)

// clauseOpener reports whether w, said after before, opens a clause about
// someone or something: "that", "who", "which", a participle after a noun
// ("the group arriving"), or a Hebrew verb behind its "ש" ("שמגיעה") that
// is neither a word of its own ("שמעון", "שולחן") nor a day.
func clauseOpener(w, before string) bool {
	switch {
	case strings.HasPrefix(w, "that") || w == "who" || w == "which":
		return true
	case strings.HasSuffix(w, "ing") && w[0] < utf8.RuneSelf:
		prev := strings.Fields(before)
		return len(prev) > 0 && !gerundVerbs[prev[len(prev)-1]] && !strings.HasSuffix(prev[len(prev)-1], "ing")
	case strings.HasPrefix(w, "ש"):
		return !lexicon.HebrewWord(w) && !lexicon.HebrewName(w) && !reTimeWord.MatchString(w) && !slices.Contains(heWeekdays, w)
	}
	return false
}

// reDeedVerbEN is the "to" that opens an English deed.
var reDeedVerbEN = compile(`(?i)\bto\s+[a-z]`)

// countAfterDay are the words after which a Hebrew ordinal is a count
// ("לפני שני ימים"), not a day.
var countAfterDay = wordSet(`ימים שבועות חודשים שנים פעמים דקות שעות`)

// deedStart is where the deed's verb begins in text: the "to" of an
// English deed, or a Hebrew infinitive; -1 when text holds none.
func deedStart(text string) int {
	if loc := reDeedVerbEN.FindStringIndex(text); loc != nil {
		return loc[0]
	}
	at := 0
	for _, w := range strings.Fields(text) {
		i := strings.Index(text[at:], w) + at
		at = i + len(w)
		w = strings.Trim(w, ",.!?:")
		if heInfinitives[w] || strings.HasPrefix(w, "להת") && utf8.RuneCountInString(w) >= 5 {
			return i
		}
	}
	return -1
}

// maskDeedDays hides from the time reader the days said inside the deed
// of text (see above), when a time is said before the deed's verb or the
// reminder repeats (repeats), with a day of its own or repeating. The mask keeps every byte's place, so spans
// read on it fit text, and the title keeps the words. asked reports a day
// in a clause about someone when the time said is an hour alone ("remind
// me at 5 to call the group arriving on saturday"): at 5 on Saturday, or
// today? It is asked, never guessed.
func maskDeedDays(text string, repeats bool, m *message) (masked string, asked bool) {
	low := toLower(text)
	if len(low) != len(text) || !reDeedDay.MatchString(low) {
		return text, false
	}
	start := deedStart(low)
	if start < 0 || start == 0 && !repeats {
		return text, false // a repetition is its own time wherever it was said
	}
	dated := repeats
	if !repeats {
		r, found, err := timeparse.Parse(text[:start], m.now(), m.loc())
		if err != nil || !found || !r.HasTime && !r.HasDate {
			return text, false
		}
		dated = r.HasDate
	}
	var out []byte
	for _, g := range reDeedDay.FindAllStringIndex(low, -1) {
		if g[0] < start {
			continue
		}
		if next := strings.Fields(low[g[1]:]); len(next) > 0 && countAfterDay[strings.Trim(next[0], ".,!?")] {
			continue // "לפני שני ימים"
		}
		said := strings.Fields(low[g[0]:g[1]])
		if said[0] == "before" || said[0] == "לפני" {
			if !dated && m.moved {
				// "לפני שבת, תזכיר לי ברבע לארבע …", moved after the deed
				// when read: beside an hour alone it was said as when.
				continue
			}
		} else {
			if !clauseOpener(said[0], low[:g[0]]) {
				continue // "remind me at 5 to go shopping on saturday": a gerund opens no clause
			}
			if !dated {
				return text, true
			}
		}
		if out == nil {
			out = []byte(text)
		}
		for i := g[0]; i < g[1]; i++ {
			if out[i] != ' ' {
				out[i] = '_'
			}
		}
	}
	if out == nil {
		return text, false
	}
	return string(out), false
}

// reDeedDayTail is a deed's title that ends in such a clause: what the
// precision rule reads as the thing's name, not a day missed.
var reDeedDayTail = compile(`(?i)(?:^|\s)(?:before\s+|(?:(?:that|who|which)(?:'s|’s)?|[a-z]{3,}ing)\s+(?:[a-z']+\s+){0,2}?(?:on\s+)?)(?:(?:this|next|the)\s+)?` + deedDaysEN + `$|` +
	`(?:^|\s)(?:לפני\s+(?:יום\s+)?|ש\p{Hebrew}{2,}\s+(?:\p{Hebrew}+\s+){0,2}?(?:ב|ל)-?(?:יום\s+)?)` + deedDaysHE + `(?:\s+(?:הזה|הזאת|הזו|הקרוב|הקרובה|הבא|הבאה))?$`)

// deedDayTitle is title without the clause of reDeedDayTail at its end,
// when title is a deed (it opens with a verb) that names no other day
// ("להכין את האוכל של מחר לפני שבת": which is the reminder's is not
// known); title as it is otherwise.
func deedDayTitle(title string) string {
	if loc := reDeedDayTail.FindStringIndex(title); loc != nil && loc[0] > 0 && startsWithVerb(title) && !reForADay.MatchString(title[:loc[0]]) {
		return title[:loc[0]]
	}
	return title
}
