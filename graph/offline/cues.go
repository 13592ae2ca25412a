package offline

import "slices"

// Cues are the domains a message's words point to: a cheap, lexical
// reading in English and Hebrew that decides which of the model's tools a
// message can need. It errs on the side of a domain: a word that may
// belong to one counts ("read" is a mail word even in "read the list"),
// since a domain left out leaves the model unable to act.
type Cues struct {
	// Tasks: tasks, reminders, to-dos, "don't let me forget", done.
	Tasks bool
	// Lists: lists, items, shopping, adding and crossing off.
	Lists bool
	// Calendar: events, meetings and appointments, schedules, a day or
	// a time.
	Calendar bool
	// Memory: remembering and recalling notes, facts and contacts, and
	// questions about them.
	Memory bool
	// Mail: mail, the inbox, sending and replying, the Google account.
	Mail bool
	// Back: the message refers to something already said or shown ("it",
	// "the second one", a number), which the conversation names.
	Back bool
}

// Any reports whether the message points to any domain.
func (c Cues) Any() bool { return c.Tasks || c.Lists || c.Calendar || c.Memory || c.Mail }

// MessageCues reads the domain words of text. A time or date in the text
// is not read here (the caller has the clock to parse it); it points to
// the calendar and to tasks alike.
func MessageCues(text string) Cues {
	low := toLower(text)
	return Cues{
		Tasks:    reCueTasks.MatchString(low) || reTaskWord.MatchString(low) || reLateCommand.MatchString(low),
		Lists:    reCueLists.MatchString(low),
		Calendar: reCueCalendar.MatchString(low) || reEventWord.MatchString(low) || reAllDay.MatchString(low),
		Memory:   reCueMemory.MatchString(low) || reCueFact.MatchString(low),
		Mail:     reCueMail.MatchString(low),
		Back:     reCueBack.MatchString(low),
	}
}

// The words of each domain beyond the grammar's own lexicons, which the
// regexps below reuse: mailWords, eventNounsEN/HE, factWords,
// reminderAsk, listingNouns, pronouns.
var (
	cueTasksEN = []string{"forget", "forgot", "remind", "reminder", "todo", "to-do", "to do", "task", "chore", "errand",
		"done", "finished", "complete", "completed", "nag", "snooze", "overdue", "deadline", "due"}
	cueTasksHE = []string{"תשכח", "תשכחי", "אשכח", "לשכוח", "שכחתי", "תזכיר", "תזכירי", "להזכיר", "תזכורת", "תזכורות",
		"משימה", "משימות", "מטלה", "מטלות", "סיימתי", "עשיתי", "בוצע", "גמרתי", "תנדנד", "תציק", "דדליין"}

	cueListsEN = []string{"list", "lists", "checklist", "item", "items", "shopping", "groceries", "grocery", "supermarket",
		"buy", "bought", "add", "put", "throw", "stick", "include", "remove", "cross", "tick", "check", "uncheck", "got",
		"need", "out of", "ran out", "run out", "running out", "pack", "packing"}
	cueListsHE = []string{"רשימה", "רשימת", "רשימות", "פריט", "פריטים", "קניות", "לקנות", "קניתי", "סופר", "מכולת",
		"תוסיף", "תוסיפי", "הוסף", "הוסיפי", "להוסיף", "תכניס", "תכניסי", "תשים", "תשימי", "שים", "תוריד", "תורידי",
		"הורד", "תסיר", "הסר", "תסמן", "תסמני", "סמן", "סמני", "צ'קליסט", "נגמר", "נגמרה", "נגמרו", "חסר", "חסרה", "חסרים",
		"צריך", "צריכה", "צריכים", "לארוז", "אריזה"}

	cueCalendarEN = []string{"calendar", "schedule", "scheduled", "agenda", "diary", "plans", "plan", "busy", "free",
		"available", "availability", "conflict", "clash", "book", "booked", "arrange", "reserve", "block", "series",
		"recurring", "occurrence", "occurrences", "reschedule", "postpone", "flying", "trip", "vacation", "holiday"}
	cueCalendarHE = []string{"יומן", "לו\"ז", "לו״ז", "לוז", "תוכניות", "תוכנית", "מתוכנן", "פנוי", "פנויה", "עסוק",
		"עסוקה", "תקבע", "תקבעי", "קבע", "לקבוע", "תזמן", "תזמני", "תחסום", "חסום", "תדחה", "לדחות", "חופשה", "טיסה", "נסיעה"}

	cueMemoryEN = []string{"remember", "memorize", "memorise", "keep in mind", "note", "notes", "save", "fyi",
		"for the record", "forget", "memory", "memories", "contact", "contacts", "phone", "email", "address", "told",
		"said", "what", "what's", "whats", "where", "where's", "who", "who's", "which", "when", "when's", "how"}
	cueMemoryHE = []string{"תזכור", "תזכרי", "זכור", "זכרי", "זוכר", "זוכרת", "תרשום", "תרשמי", "רשום", "תשמור", "תשמרי",
		"שמור", "לידיעתך", "שים לב", "שימי לב", "תשכח", "תשכחי", "פתק", "הערה", "הערות", "איש קשר", "אנשי קשר", "טלפון",
		"נייד", "פלאפון", "אימייל", "מייל", "אמרתי", "סיפרתי", "מה", "איפה", "היכן", "מי", "מתי", "איזה", "איזו", "איך", "כמה"}

	cueMailEN = []string{"email", "emails", "e-mail", "gmail", "google", "inbox", "unread", "send", "sent", "write",
		"wrote", "written", "forward", "draft", "subject"}
	cueMailHE = []string{"אימייל", "מיילים", "דואר", "ג׳ימייל", "ג'ימייל", "גימייל", "גוגל", "שלח", "תשלח", "תשלחי",
		"שלחי", "לשלוח", "שלחו", "כתוב", "תכתוב", "תכתבי", "לכתוב", "כתב", "כתבה", "ענה", "השיב", "נקרא"}

	cueBackEN = []string{"first", "second", "third", "fourth", "fifth", "last", "previous", "same", "again", "instead",
		"one", "ones", "both", "all of them"}
	cueBackHE = []string{"הראשון", "הראשונה", "השני", "השנייה", "השניה", "השלישי", "השלישית", "האחרון", "האחרונה",
		"אותו דבר", "שוב", "במקום", "שניהם", "שתיהן", "כולם", "כולן"}
)

// Compiled forms of the cue words.
var (
	reCueTasks    = cueWords(slices.Concat(cueTasksEN, reminderAsk), cueTasksHE)
	reCueLists    = cueWords(cueListsEN, cueListsHE)
	reCueCalendar = cueWords(slices.Concat(cueCalendarEN, without(eventNounsEN, notEventCues...), nounsOf(showEvents), nounsOf(showDay)),
		slices.Concat(cueCalendarHE, eventNounsHE))
	reCueMemory = cueWords(slices.Concat(cueMemoryEN, factWords), cueMemoryHE)
	reCueMail   = cueWords(slices.Concat(cueMailEN, mailWords), cueMailHE)
	// reCueFact is a statement, which may be a fact to keep even with no
	// request word: "my locker is 12", "Dr. Levi is Noa's dentist", "הקוד
	// של השער הוא 4321", "דנה היא רופאת השיניים של נועה".
	reCueFact = compile(`(?:^|[^\p{L}'])(?:is|are|was|were|isn't|aren't)(?:[^\p{L}']|$)|\p{L}['’](?:s|re)\s|` +
		`(?:^|\s)(?:הוא|היא|הם|הן)(?:[^\p{L}]|$)`)
	reCueBack = compile(`\d|` + cueWords(slices.Concat(cueBackEN, pronouns), cueBackHE).String())
)

// notEventCues are event nouns too common in other senses to point to the
// calendar by themselves ("show me", "of course").
var notEventCues = []string{"show", "play", "course", "parents"}

// without is words less the ones in drop.
func without(words []string, drop ...string) []string {
	return slices.DeleteFunc(slices.Clone(words), func(w string) bool { return slices.Contains(drop, w) })
}

// nounsOf are the listing nouns that show kind.
func nounsOf(kind showKind) []string {
	var out []string
	for w, k := range listingNouns {
		if k == kind {
			out = append(out, w)
		}
	}
	slices.Sort(out) // a stable pattern, whatever the map's order
	return out
}

// cueWords matches any of the words as a whole word: an English word also
// with an ending ("meetings", "emailed", "booking", "Dana's"), a Hebrew one
// also after up to three prefix letters ("לרשימה", "והפגישה"). Phrases
// match with any spaces. Hebrew and English words may sit in either list:
// the script of each word decides how it is matched.
func cueWords(en, he []string) *pattern {
	var latin, hebrew []string
	for _, w := range slices.Concat(en, he) {
		if isHebrewWord(w) {
			hebrew = append(hebrew, w)
		} else {
			latin = append(latin, w)
		}
	}
	return compile(`(?:^|[^\p{L}\p{N}'])(?:(?:` + alternation(latin) + `)(?:s|es|ed|d|ing|'s|’s)?|` +
		`[והבלמשכ]{0,3}-?(?:` + alternation(hebrew) + `))(?:[^\p{L}\p{N}']|$)`)
}
