package offline_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A reminder whose one time phrase stands right after "remind me" or at the
// end can have it moved: before the request or after it. The request must
// hold no other word of time, no number and no second request ("and",
// a comma), or the phrase moved might be read with another part of it.
type reminderForm struct {
	head       string         // "remind me"
	before     *regexp.Regexp // head, time, rest
	after      *regexp.Regexp // head, rest, time
	restUnsafe *regexp.Regexp
}

var remindEn = reminderForm{
	head:       "remind me",
	before:     regexp.MustCompile(`^(?i:remind me) ((?:(?:on )?(?:tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday) ?)?(?:(?:at )?\d{1,2}(?::\d\d)? ?(?:am|pm)?)?) (to .+)$`),
	after:      regexp.MustCompile(`^(?i:remind me) (to .+?) ((?:(?:on )?(?:tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday) ?)?(?:at \d{1,2}(?::\d\d)? ?(?:am|pm)?)?)$`),
	restUnsafe: regexp.MustCompile(`(?i)\d|,|\b(and|then|also|at|on|in|by|before|after|until|every|each|morning|noon|afternoon|evening|night|tonight|today|tomorrow|tmrw|week|month|year|day|days|hours?|minutes?|o'?clock|am|pm|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|this|later|now|soon)\b`),
}

var heTime = `(?:(?:מחר|היום|הערב|ביום (?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|ב(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)) ?)?(?:(?:בשעה |ב-?)\d{1,2}(?::\d\d)?(?: (?:בבוקר|בערב|בלילה|בצהריים))?)?`

var remindHe = reminderForm{
	head:       "תזכיר לי",
	before:     regexp.MustCompile(`^תזכיר לי (` + heTime + `) (ל[א-ת]+(?: .+)?)$`),
	after:      regexp.MustCompile(`^תזכיר לי (ל[א-ת]+(?: .+?)?) (` + heTime + `)$`),
	restUnsafe: regexp.MustCompile(`\d|,|(^|\s)(ו\S*|אז|גם|מחר|מחרתיים|היום|הערב|הלילה|בבוקר|בערב|בלילה|בצהריים|אחה"צ|בעוד|עוד|כל|עד|לפני|אחרי|ביום|יום|ימים|שעה|שעות|דקות|שבוע|חודש|שנה|בשבת|שבת|ב?ראשון|ב?שני|ב?שלישי|ב?רביעי|ב?חמישי|ב?שישי|בשעה|אחר|כש\S*|מתי|הבא|הבאה|בשבוע|בחודש|[לב]?חודש|ב[א-ת]*ה)(\s|$)`),
}

// moveTime moves the one time phrase of a reminder to the front of the
// message, or to its end.
func moveTime(f reminderForm, toEnd bool) func(string) string {
	return func(s string) string {
		var when, rest string
		if g := f.before.FindStringSubmatch(s); g != nil {
			when, rest = g[1], g[2]
		} else if g := f.after.FindStringSubmatch(s); g != nil {
			rest, when = g[1], g[2]
		} else {
			return s
		}
		when = strings.TrimSpace(when)
		if when == "" || f.restUnsafe.MatchString(strings.TrimPrefix(rest, "to ")) {
			return s
		}
		if toEnd {
			return f.head + " " + rest + " " + when
		}
		return when + " " + f.head + " " + rest
	}
}

// A 24-hour time alone (not part of a range or a date) and an hour with
// am or pm.
var (
	clock24   = regexp.MustCompile(`(^|[\sב-])(\d{1,2}):(\d\d)([\s,.!?]|$)`)
	clock12En = regexp.MustCompile(`\b(\d{1,2})(?::(\d\d))? ?(am|pm)\b`)
	rangeNear = regexp.MustCompile(`\d\s*[-–]\s*\d|\d\s*(?:to|until|till|עד)\s*\d`)
)

// clock24To12En says "17:00" as "5pm" and "09:30" as "9:30am".
func clock24To12En(s string) string {
	if rangeNear.MatchString(s) {
		return s
	}
	return clock24.ReplaceAllStringFunc(s, func(m string) string {
		g := clock24.FindStringSubmatch(m)
		h, _ := strconv.Atoi(g[2])
		if h > 23 || g[3] > "59" || (h <= 12 && g[2][0] != '0') {
			return m // "5:30" and "11:45" say no part of the day: they stay
		}
		mer := "am"
		if h >= 12 {
			mer = "pm"
		}
		if h12 := h % 12; h12 == 0 {
			h = 12
		} else {
			h = h12
		}
		out := strconv.Itoa(h)
		if g[3] != "00" {
			out += ":" + g[3]
		}
		return g[1] + out + mer + g[4]
	})
}

// clock12To24En says "5pm" as "17:00".
func clock12To24En(s string) string {
	if rangeNear.MatchString(s) {
		return s
	}
	return clock12En.ReplaceAllStringFunc(s, func(m string) string {
		g := clock12En.FindStringSubmatch(m)
		h, _ := strconv.Atoi(g[1])
		if h < 1 || h > 12 {
			return m
		}
		h %= 12
		if g[3] == "pm" {
			h += 12
		}
		min := g[2]
		if min == "" {
			min = "00"
		}
		return fmt.Sprintf("%02d:%s", h, min)
	})
}

// Hebrew parts of the day an hour is said with, and the hours each holds.
var heParts = []struct {
	word     string
	from, to int
}{{"בבוקר", 6, 11}, {`אחה"צ`, 13, 16}, {"בערב", 17, 22}}

var (
	heWordParts = regexp.MustCompile(`(^|\s)ב-?(\d{1,2})(?::(\d\d))? (בבוקר|אחה"צ|בערב)(\s|$)`)
	hePartNext  = regexp.MustCompile(`^\s*(בבוקר|בערב|בלילה|בצהריים|אחה"צ|אחר הצהריים|לפנה"צ)`)
)

// clock24ToPartHe says "ב-17:00" as "ב-5 בערב" and "ב14:30" as
// "ב2:30 אחה"צ"; an hour a part of the day follows already stays.
func clock24ToPartHe(s string) string {
	if rangeNear.MatchString(s) {
		return s
	}
	locs := clock24.FindAllStringSubmatchIndex(s, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		l := locs[i]
		h, _ := strconv.Atoi(s[l[4]:l[5]])
		min := s[l[6]:l[7]]
		if hePartNext.MatchString(s[l[7]:]) || min > "59" || (h <= 12 && s[l[4]] != '0') {
			continue
		}
		for _, p := range heParts {
			if h < p.from || h > p.to {
				continue
			}
			out := strconv.Itoa((h+11)%12 + 1)
			if min != "00" {
				out += ":" + min
			}
			s = s[:l[4]] + out + " " + p.word + s[l[7]:]
		}
	}
	return s
}

// partTo24He says "ב-5 בערב" as "ב-17:00".
func partTo24He(s string) string {
	return heWordParts.ReplaceAllStringFunc(s, func(m string) string {
		g := heWordParts.FindStringSubmatch(m)
		h, _ := strconv.Atoi(g[2])
		for _, p := range heParts {
			if p.word != g[4] {
				continue
			}
			h24 := h%12 + 12
			if p.from < 12 {
				h24 = h % 12
			}
			if h24 < p.from || h24 > p.to {
				return m
			}
			min := g[3]
			if min == "" {
				min = "00"
			}
			return fmt.Sprintf("%sב-%02d:%s%s", g[1], h24, min, g[5])
		}
		return m
	})
}
