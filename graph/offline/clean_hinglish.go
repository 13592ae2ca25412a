package offline

import (
	"strconv"
	"strings"
)

// Hinglish, Hindi typed in Latin letters among English words, read by the
// creole reader (readCreole) as the English request it asks, before all
// else: "remind me kal subah 9 baje BP ki dawai lena hai" (tomorrow at
// 9am, take BP ki dawai), "kitty party hai Saturday 4 baje Mrs Sharma ke
// ghar, calendar mein daal do" (add to my calendar), "Sabzi list mein add
// karo: aloo, …", "yaad rakhna, …" (remember), "Pinku ka birthday kab
// hai?" (when is Pinku's birthday), "Ammi's card number kya tha?" (what
// was it), "kal mera kya programme hai?" (what do I have tomorrow), "woh 12 baje kar do" (make it 12), "woh cancel kar
// do", "ho gaya, tick kar do" (mark it done).
//
// A message is read only when it holds a Hindi word of grammar no English
// sentence has (hinglishGate: "baje", "mein", "kar do", "yaad", …), so
// "beta version", "Shanghai" and "call Kal" stay as typed. Then the words
// of address ("beta", "ji", "acha", "arre", "haan") go, the words of time
// are said in English (hinglishTimes), and the command is found and said
// first. The item keeps the user's words minus the command and the time:
// only the verbs around them are said in English where the reading is
// certain ("X lena hai" is "take X"; an English verb with "karna", "sugar
// check karna hai", is "check sugar"); the rest stays as typed ("doodh
// wala ko paise dene"). "kal" is yesterday too: in a message said in the
// past ("tha", "gaya", "kiya", …) nothing is read. A question other than
// the two above is left as typed, and so declined: it must never create.

// hinglishGate are the Hindi words of grammar one of which makes a
// message Hinglish.
var hinglishGate = compile(`(?i)(?:^|[\s,])(?:baje|mein|karo|karna|kar\s+(?:do|dena|dijiye)|daal\s+do|likh\s+do|yaad|tarikh|ho\s+gaya|kab\s+hai|kya\s+(?:programme|program|plan|hai|he|h|tha|thi)|lena\s+hai|dene\s+hai|dena\s+hai|har\s+roz|ke\s+ghar)(?:$|[\s,.!?:])`)

var (
	// reHinglishAddress is a word of address or a filler opening the
	// message: "Beta, …", "Acha beta, …", "Arre ji …".
	reHinglishAddress = compile(`(?i)^(?:(?:beta|ji|acha|accha|achha|arre|arey|are|haan|han|suno|dekho)\b[\s,.!]*)+`)
	// reHinglishBeta is "beta" or "ji" said inside or last: "kab hai
	// beta?", "woh cancel kar do beta, …"; "beta version" is a word.
	reHinglishBeta = compile(`(?i)[\s,]+(?:beta|ji)\b(?:[\s,]+(?:version|test|testing|release|build|tester|app)\b)?`)
	// reHinglishPast are the words of the past after which "kal" is
	// yesterday.
	reHinglishPast = compile(`(?i)\b(?:tha|thi|the|gaya|gayi|gaye|kiya|kiye|liya|diya|hua|hui)\b`)
	// reHinglishQuestion marks a question.
	reHinglishQuestion = compile(`(?i)\?|\b(?:kya|kab|kaun|kahan|kitne|kitna|kaise|kyun)\b`)
	// reHinglishClock is an hour with "baje", with its part of day before
	// it and a half ("sade") when said: "raat 8 baje", "sade 4 baje".
	reHinglishClock = compile(`(?i)\b(?:at\s+)?(?:(subah|savere|dopahar|shaam|sham|raat)\s+)?(?:(sade|saade)\s+)?(\d{1,2})(?:[:.](\d\d))?\s+baje\b`)
	// reHinglishDate is a day of the month with "tarikh": "5 tarikh ko".
	reHinglishDate = compile(`(?i)\b(?:on\s+)?(\d{1,2})\s+tarikh(?:\s+ko)?\b`)
	// reHinglishDayWord is a day said in Hindi or English, with "har"
	// (every) before it and "ko" (on) after it when said.
	reHinglishDayWord = compile(`(?i)\b(?:(har)\s+)?(roz|din|somvar|somwar|mangalvar|mangalwar|mangal|budhvar|budhwar|guruvar|guruwar|veervar|shukravar|shukrawar|shanivar|shaniwar|ravivar|raviwar|itvaar|itwar|aaj|kal|parso|parson|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(subah|dopahar|shaam|sham|raat))?(?:\s+ko)?\b`)
	// reHinglishPart is a part of the day said alone: "kal subah" read,
	// "subah" left.
	reHinglishPart = compile(`(?i)\b(subah|dopahar|shaam|sham|raat)\b`)
)

// hinglishDays are the Hindi days and their English words.
var hinglishDays = map[string]string{
	"roz": "day", "din": "day", "aaj": "today", "kal": "tomorrow", "parso": "the day after tomorrow", "parson": "the day after tomorrow",
	"somvar": "monday", "somwar": "monday", "mangalvar": "tuesday", "mangalwar": "tuesday", "mangal": "tuesday",
	"budhvar": "wednesday", "budhwar": "wednesday", "guruvar": "thursday", "guruwar": "thursday", "veervar": "thursday",
	"shukravar": "friday", "shukrawar": "friday", "shanivar": "saturday", "shaniwar": "saturday",
	"ravivar": "sunday", "raviwar": "sunday", "itvaar": "sunday", "itwar": "sunday",
}

// hinglishParts are the parts of the day and their English words.
var hinglishParts = map[string]string{"subah": "morning", "savere": "morning", "dopahar": "afternoon", "shaam": "evening", "sham": "evening", "raat": "night"}

// timeMark and timeEnd wrap a time said in English, so that a command can
// take its times out of the words it holds.
const (
	timeMark = "\x01"
	timeEnd  = "\x02"
)

// hinglish reads the Hinglish request s as its English (see above); s is
// returned as it is when it is no Hinglish or holds what is not read.
func hinglish(s string) string {
	if !hinglishGate.MatchString(s) {
		return s
	}
	t := reHinglishAddress.ReplaceAllString(strings.TrimSpace(s), "")
	t = strings.TrimSpace(reHinglishBeta.ReplaceAllStringFunc(t, func(m string) string {
		if strings.Count(strings.TrimLeft(m, " ,"), " ") > 0 {
			return m // "beta version"
		}
		return ""
	}))
	if reHinglishPast.MatchString(t) && containsWordFold(t, "kal") {
		return s // "kal … gaya tha": yesterday
	}
	t = hinglishTimes(t)
	if out, ok := hinglishCommand(t); ok {
		return out
	}
	return s
}

// containsWordFold reports whether w stands in s as a word, in any case.
func containsWordFold(s, w string) bool {
	for _, f := range strings.Fields(toLower(s)) {
		if strings.Trim(f, ",.!?:;") == w {
			return true
		}
	}
	return false
}

// hinglishTimes says the Hindi times of t in English, each wrapped in
// timeMark and timeEnd: "kal subah 9 baje" is "tomorrow at 9am".
func hinglishTimes(t string) string {
	t = reHinglishClock.ReplaceAllStringFunc(t, func(m string) string {
		g := reHinglishClock.FindStringSubmatch(m)
		h, _ := strconv.Atoi(g[3])
		min := g[4]
		if g[2] != "" {
			min = "30"
		}
		suffix := ""
		switch toLower(g[1]) {
		case "subah", "savere":
			if h >= 1 && h <= 11 {
				suffix = "am"
			}
		case "dopahar":
			if h == 12 || h >= 1 && h <= 5 {
				suffix = "pm"
			}
		case "shaam", "sham":
			if h >= 1 && h <= 11 {
				suffix = "pm"
			}
		case "raat":
			switch {
			case h >= 6 && h <= 11:
				suffix = "pm"
			case h == 12:
				suffix = "am"
			case h >= 1 && h <= 4:
				suffix = "am"
			}
		}
		if g[1] != "" && suffix == "" || h > 23 {
			return m // "subah 7pm", "raat 5 baje": not read
		}
		clock := strconv.Itoa(h)
		if min != "" {
			clock += ":" + min
		}
		return timeMark + "at " + clock + suffix + timeEnd
	})
	t = reHinglishDate.ReplaceAllStringFunc(t, func(m string) string {
		g := reHinglishDate.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[1])
		if n < 1 || n > 31 {
			return m
		}
		return timeMark + "on the " + ordinal(n) + timeEnd
	})
	t = reHinglishDayWord.ReplaceAllStringFunc(t, func(m string) string {
		g := reHinglishDayWord.FindStringSubmatch(m)
		day, ok := hinglishDays[toLower(g[2])]
		if !ok {
			day = g[2] // an English day
		}
		if day == "day" && g[1] == "" && toLower(g[2]) == "din" {
			return m // "din" alone is a day, not every day
		}
		if g[1] != "" || day == "day" {
			day = "every " + day
		}
		if p := hinglishParts[toLower(g[3])]; p != "" {
			switch {
			case day == "today" && p == "night":
				day = "tonight"
			case day == "today":
				day = "this " + p
			default:
				day += " " + p
			}
		}
		return timeMark + day + timeEnd
	})
	return reHinglishPart.ReplaceAllStringFunc(t, func(m string) string {
		return timeMark + "in the " + hinglishParts[toLower(m)] + timeEnd
	})
}

// ordinal says n as "1st", "2nd", "5th".
func ordinal(n int) string {
	s := strconv.Itoa(n)
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return s + "th"
	case n%10 == 1:
		return s + "st"
	case n%10 == 2:
		return s + "nd"
	case n%10 == 3:
		return s + "rd"
	}
	return s + "th"
}

// unmarkTimes takes the wrapping of the times out of t.
func unmarkTimes(t string) string {
	return strings.NewReplacer(timeMark, "", timeEnd, "").Replace(t)
}

// splitTimes takes the times out of t: what is left, and the times in
// their order.
func splitTimes(t string) (rest string, times []string) {
	var b strings.Builder
	for {
		i := strings.Index(t, timeMark)
		if i < 0 {
			b.WriteString(t)
			break
		}
		j := strings.Index(t[i:], timeEnd)
		if j < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i] + " ")
		times = append(times, t[i+len(timeMark):i+j])
		t = t[i+j+len(timeEnd):]
	}
	return strings.Join(strings.Fields(b.String()), " "), times
}
