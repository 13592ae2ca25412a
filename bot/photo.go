package bot

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
)

// Photos and documents: a photo, or a document that is a PDF or an
// image, sent with no caption or with one that only points at it ("add
// this", "תשמור"), is read by the model (one call, in the turn); a
// caption with a request of its own runs as text, as it always did. The
// file is fetched for the turn only, through the channel's MediaFetcher,
// and goes to the turn on memo.Inbound.Attachment: nothing stores it.

// readable are the types of file the model reads.
var readable = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true, "application/pdf": true}

// Readable reports whether the model reads files of type mime (its
// parameters aside): JPEG, PNG and WebP images and PDF documents.
func Readable(mime string) bool {
	mime, _, _ = strings.Cut(mime, ";")
	return readable[strings.ToLower(strings.TrimSpace(mime))]
}

// pointerWords are the words of a caption that only points at the file
// it comes with, in both languages: verbs of keeping it, "this", "what's
// this?", "remind me about it".
var pointerWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`add save keep store remember note put log file scan read check look see take handle
		this that it these those here pic picture photo image screenshot doc document file pdf one
		to in into on at as a an the my me for about of with please pls plz can could would you u
		what what's whats is this? calendar diary agenda notes reminder reminders remind task tasks todo list contacts contact
		ok okay thanks thank hi hey memo
		תוסיף תוסיפי להוסיף הוסף הוסיפי תשמור תשמרי לשמור שמור שמרי תזכור תזכרי לזכור תרשום תרשמי לרשום רשום תכניס תכניסי
		תקרא תקראי לקרוא תסתכל תסתכלי תבדוק תבדקי תראה תראי תטפל תטפלי תזכיר תזכירי להזכיר
		את זה זאת זו הזה הזאת הזו אותו אותה אותם פה כאן לי על ב ל מה זה? התמונה תמונה המסמך מסמך הקובץ קובץ
		ליומן ביומן יומן לתזכורות תזכורת למשימות משימה לאנשי קשר איש קשר בבקשה תודה היי ממו אפשר תוכל תוכלי`) {
		m[w] = true
	}
	return m
}()

// PointsAtMedia reports whether caption only points at the file it comes
// with: it is empty, or every word of it is a pointer word ("add this",
// "save this", "תוסיף את זה", "תשמור", "מה זה?", "remind me about
// this"). A caption with words of its own ("remind me tomorrow at 9 to
// pay this") is a request, run as text.
func PointsAtMedia(caption string) bool {
	for _, f := range strings.FieldsFunc(strings.ToLower(caption), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) && r != '\'' && r != '’' || unicode.IsSymbol(r)
	}) {
		f = strings.Trim(strings.ReplaceAll(f, "’", "'"), "'")
		if f == "" || pointerWords[f] {
			continue
		}
		// A Hebrew word glued to a one-letter prefix ("לזה", "בבקשה",
		// "וזה").
		if r := []rune(f); len(r) > 1 && strings.ContainsRune("ולבהש", r[0]) && pointerWords[string(r[1:])] {
			continue
		}
		return false
	}
	return true
}

// readPhoto fetches a photo or document through the channel's fetcher
// and checks it is one the model reads, by its bytes (a declared type is
// only believed as far as it refuses). On failure it returns the notice
// to reply with.
func (t *Intake) readPhoto(ctx context.Context, in memo.Inbound, m Media) (*memo.Attachment, Notice) {
	if m.Mime != "" && !Readable(m.Mime) {
		return nil, NoticePhotoType
	}
	data, _, err := t.cfg.Fetcher.FetchMedia(ctx, m, t.cfg.MaxMedia)
	if errors.Is(err, ErrMediaTooLarge) {
		t.log.Info("photo too large", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return nil, NoticePhotoTooLarge
	} else if err != nil {
		t.log.Error("download photo", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return nil, NoticePhotoFailed
	}
	mime, _, _ := strings.Cut(http.DetectContentType(data), ";")
	if !Readable(mime) {
		t.log.Info("photo of a type not read", "chat", in.ChatID, "message", in.MessageID, "declared", m.Mime, "found", mime)
		return nil, NoticePhotoType
	}
	t.log.Info("photo fetched", "chat", in.ChatID, "message", in.MessageID, "type", mime, "bytes", len(data))
	return &memo.Attachment{Mime: mime, Name: m.Name, Data: data}, ""
}
