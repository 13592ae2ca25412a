package offline

// A reminder labelled by its kind before its colon or dash: "work
// reminder: call the pharmacy", "quick reminder - bring the form",
// "post-shift reminder: …", "תזכורת חשובה: …", "תזכורת לעבודה: …". The
// label sorts the reminder for the writer and names nothing of it: the
// request is the plain "reminder:". A label in another tongue the user
// mixes in ("tarefa: …", "tarea: …", "tâche: …", "задача: …", "lembrete:
// …") is the plain "todo:" or "reminder:" it translates.
var (
	reLabelEN = compile(`(?i)^(?:a\s+)?(?:(?:quick|friendly|little|small|gentle|important|urgent|personal|work|school|home|office|family|` +
		`(?:post|pre|after|before)[\s-]?(?:shift|work|school|gym)|shift|daily|weekly|monthly|self|note[\s-]to[\s-]self)\s+)+reminder\s*[:\-–—]\s*`)
	// reLabelTodoForeign and reLabelReminderForeign are "todo:" and
	// "reminder:" in Portuguese, Spanish, French, Italian, German and
	// Russian, with their colon or dash: without one the word may be the
	// thing ("tarea de matemáticas").
	reLabelTodoForeign     = compile(`(?i)^(?:tarefas?|tareas?|pendientes?|t[âa]ches?|compit[oi]|aufgaben?|задач[аи]|дела|сделать)\s*[:\-–—]\s*`)
	reLabelReminderForeign = compile(`(?i)^(?:lembretes?|recordatorios?|rappels?|promemoria|erinnerung(?:en)?|напоминани[ея])\s*[:\-–—]\s*`)
	reLabelHE              = compile(`^תזכורת\s+(?:חשובה|קטנה|קטנטנה|דחופה|אישית|קצרה|יומית|שבועית|חודשית|ל(?:עבודה|בית|בית\s+הספר|משמרת|עצמי|עצמך))\s*[:\-–—]\s*`)
)

// labelFree writes a labelled reminder's head as "reminder:".
func labelFree(s string) string {
	if loc := reLabelEN.FindStringIndex(s); loc != nil {
		return "reminder: " + s[loc[1]:]
	}
	if loc := reLabelTodoForeign.FindStringIndex(s); loc != nil {
		return "todo: " + s[loc[1]:]
	}
	if loc := reLabelReminderForeign.FindStringIndex(s); loc != nil {
		return "reminder: " + s[loc[1]:]
	}
	if loc := reLabelHE.FindStringIndex(s); loc != nil {
		return "תזכורת: " + s[loc[1]:]
	}
	return s
}
