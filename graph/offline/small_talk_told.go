package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
)

// A remark told in passing asks for nothing: how the day or the week
// went, the weather, a feeling in words the mood grammar does not hold,
// or thanks said with more than thanks — "יא זלמה איזה יום ארוך היה, 12
// שעות על הכביש", "משעמם פה רצח", "ב"ה היה שבוע עמוס", "איזה קור הבוקר
// ברפת", "ugh the sprint… 🙃", "its a dreich day the day nae fishing
// weather at all", "Y'all are lifesavers, thanks hon", "תודה מותק אתה
// עוזר טוב, יותר טוב מהבן שלי". When no reader claims the message, it is
// answered in kind and changes nothing (toldRemark), if it holds a word
// of such a remark and nothing of a request: no verb of doing, no
// question, no time but the day it tells of, no number but a count of
// hours, no event and no lack ("the fridge is empty" may be a list's, and
// stays declined). "I'm tired, remind me at 9 to sleep" was read as the
// reminder before any of this.

// remarkWords are the words of a remark on the day, the week, the
// weather or how one is, in both languages (Hebrew without its prefix
// letters); thanksWords those of thanks.
var (
	remarkWords = wordSet(`day days week weather cold freezing chilly hot boiling roasting rain raining rainy snow snowing windy humid muggy dreich ` +
		`miserable grim grey gray tired bored boring ugh ughh sprint shift traffic hectic busy exhausting knackered long crazy ` +
		`יום שבוע לילה בוקר קור קר קרה קפוא חם חום שרב גשם גשום שלג רוח לחות משעמם משעממת משעמם עמוס עמוסה ארוך ארוכה מטורף מטורפת ` +
		`מתיש מתישה כביש פקק פקקים עייף עייפה אוף ספרינט`)
	remarkGood = wordSet(`lovely beautiful sunny gorgeous glorious great amazing fab fabulous מעולה מהמם מהממת כיף נהדר נהדרת מדהים מושלם`)
	remarkLow  = wordSet(`cold freezing chilly hot boiling roasting rain raining rainy snow snowing windy humid muggy dreich miserable grim grey gray tired ` +
		`bored boring ugh ughh hectic busy exhausting knackered long crazy ` +
		`קור קר קרה קפוא חם חום שרב גשם גשום שלג משעמם משעממת עמוס עמוסה ארוך ארוכה מטורף מטורפת מתיש מתישה פקק פקקים עייף עייפה אוף`)
	thanksWords = wordSet(`thanks thank thx thanx tnx ty tysm salamat lifesaver lifesavers appreciate appreciated grateful תודה תודות`)
)

// reRemarkAsks are the words that make a message a request or a
// question, not a remark: verbs of doing, wanting and needing, question
// words, and a lack ("empty", "נגמר") that may be a list's.
var reRemarkAsks = compile(`(?:^|\s)(?:remind|reminder|add|put|set|schedule|book|cancel|delete|remove|move|create|make|show|list|call|buy|send|save|` +
	`remember|note|write|text|email|mail|check|mark|pay|get|pick|need|needs|want|wants|have\s+to|gotta|must|should|forget|change|update|postpone|` +
	`snooze|tell|let\s+me|wake|clear|undo|find|what|whats|when|where|which|who|why|how|is\s+there|do\s+i|did\s+i|can|could|would|will|pls|plz|please|` +
	`empty|out\s+of|ran\s+out|run\s+out|low\s+on|` +
	`צריך|צריכה|צריכים|חייב|חייבת|חייבים|רוצה|רוצים|תרצה|אפשר|תוכל|תוכלי|תזכור|תזכרי|שתזכור|שתזכרי|לזכור|תרשום|תרשמי|אל|מתי|איפה|מה|מי|כמה|האם|` +
	`איך|למה|ריק|ריקה|ריקים|נגמר|נגמרה|נגמרו|חסר|חסרה|חסרים|אין\s+לנו|אין\s+לי|` +
	`לקנות|להתקשר|לשלם|להזמין|לאסוף|לקחת|להביא|לשלוח|לכתוב|לבדוק|לסדר|לנקות|להוציא|להחזיר|לתקן|לרשום|להוסיף|לקבוע|לבטל|למחוק|להעביר|לשים|ללכת|לצלצל)(?:\s|$)`)

// reRemarkHours is a count of hours or of the road told of the day ("12
// שעות על הכביש", "a 12 hour shift"): no time to keep.
var reRemarkHours = regexp.MustCompile(`\d+\s*-?\s*(?:שעות|hours?|hrs?|h|km|ק"מ|קמ)(?:\s|$)`)

// reRemarkDay are the days a remark tells of ("today", "הבוקר", "this
// week"): the day is its subject, no time to keep.
var reRemarkDay = compile(`(?:^|\s)(?:today|tonight|this\s+(?:morning|week|evening|afternoon)|the\s+day|all\s+day|the\s+weekend|this\s+weekend|` +
	`ו?(?:היום|הבוקר|השבוע|הערב|הלילה|בבוקר|בערב|בלילה)|כל\s+היום)(?:\s|$)`)

// toldRemark reads text, which no reader claimed, as a remark or thanks
// told in passing (see above), or reports false.
func toldRemark(text string) (memo.Step, bool) {
	text = withoutRemarkTag(text) // "אחי איזה חום היום מה", "what a grim day huh?"
	if strings.Contains(text, "?") || hasEventNoun(text) {
		return memo.Step{}, false
	}
	t := greetingForm(strings.ReplaceAll(text, `"`, ""))
	if exclaimedRemark(t) {
		t = strings.TrimSpace(reExclaimWhat.ReplaceAllString(t, " ")) // "what a grim day": no question
	}
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 16 || reRemarkAsks.MatchString(t) || reHeCommand.MatchString(t) || reRequestOpen.MatchString(t) {
		return memo.Step{}, false
	}
	rest := reRemarkDay.ReplaceAllString(reRemarkHours.ReplaceAllString(t, " "), " ")
	if hasDigit(rest) || reTimeWord.MatchString(rest) {
		return memo.Step{}, false
	}
	var remark, low, good, thanks bool
	self := containsAny(" "+t+" ", " feel", " im ", " i am ", " אני ", " מרגיש")
	for _, w := range words {
		if self && moodAll[w] {
			remark, low, good = true, low || !feelGood[w], good || feelGood[w] // "mani feel super great tonight thanks"
		}
		for _, f := range hePrefixForms(w) {
			remark = remark || remarkWords[f]
			low = low || remarkLow[f]
			good = good || remarkGood[f]
			thanks = thanks || thanksWords[f]
		}
	}
	switch {
	case remark && good && !low:
		return general(memo.OpUnknown, memo.ReasonFeelingGood), true
	case remark:
		return general(memo.OpUnknown, memo.ReasonRemark), true // "ugh this weather is grim thx": the remark answered
	case thanks && thanksAlone(words):
		return general(memo.OpThanks, ""), true
	}
	return memo.Step{}, false
}

// thanksAround are the words thanks is said with, of praise and address:
// "Y'all are lifesavers, thanks hon", "Salamat po for helping me always",
// "תודה מותק אתה עוזר טוב, יותר טוב מהבן שלי".
var thanksAround = wordSet(`hi hey hello you ya ma mam maam po for helping help helps me us always y'all yall you're youre ur u are is so
	much lot lots a the best great good kind sweet hon honey dear love bro sis mate man my life saver your all really very helpful amazing that's thats it that
	היי אהלן מותק נשמה כפרה אתה את עוזר עוזרת טוב טובה יותר בן שלי ממש תמיד הכי אלוף אלופה רבה לך על העזרה עזרה`)

// thanksAlone reports whether words say thanks and nothing else: each is a
// word of thanks, praise or address. "hi, blorfy snarg thx" thanks for
// something not understood.
func thanksAlone(words []string) bool {
	for _, w := range words {
		w = strings.Trim(w, ",.!?")
		ok := w == ""
		for _, f := range hePrefixForms(w) {
			ok = ok || thanksWords[f] || thanksAround[f]
		}
		if !ok {
			return false
		}
	}
	return true
}

// feminineSelf are the Hebrew words a woman tells of herself with: the
// feminine of a mood, and the verbs of the present said of oneself.
var feminineSelf = func() map[string]bool {
	set := wordSet(`מרגישה יכולה צריכה יודעת חושבת הולכת חוזרת עובדת יושבת מתה שמחה עסוקה מבינה`)
	words := strings.Split(feelLowHE+`|`+feelGoodHE, "|")
	all := toSet(words)
	for _, w := range words {
		r := []rune(w)
		if n := len(r); n > 2 && (r[n-1] == 'ה' || r[n-1] == 'ת') && (all[string(r[:n-1])] || all[finalForm(string(r[:n-1]))]) {
			set[w] = true // "עייפה" of "עייף", "גמורה" of "גמור"
		}
	}
	return set
}()

// saidAsWoman reports whether a Hebrew text shows that a woman wrote it:
// a feminine word of herself after "אני" ("אני ממש עייפה", "אני
// מרגישה…"), or opening the message ("עייפה אחרי לילה בלי שינה").
func saidAsWoman(text string) bool {
	words := strings.Fields(greetingForm(text))
	for i, w := range words {
		if !feminineSelf[w] {
			continue
		}
		if i <= 1 && (i == 0 || !strings.HasPrefix(words[0], "ה")) {
			return true
		}
		for j := max(0, i-3); j < i; j++ {
			if words[j] == "אני" || words[j] == "ואני" {
				return true
			}
		}
	}
	return false
}

// addressed marks the general step of a Hebrew plan said by a woman, so
// its reply speaks to her in feminine forms.
func addressed(plan *memo.Plan, text string) {
	if len(plan.Steps) != 1 || plan.Steps[0].Capability != memo.CapGeneral || plan.Steps[0].General == nil {
		return
	}
	if saidAsWoman(text) {
		plan.Steps[0].General.Feminine = true
	}
}
