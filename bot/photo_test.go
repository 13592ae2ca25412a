package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// TestPointsAtMedia: a caption with no words of its own besides a
// pointer at the file leaves the file to the model; one with a request
// of its own is the request.
func TestPointsAtMedia(t *testing.T) {
	for caption, want := range map[string]bool{
		"": true, "  ": true, "add this": true, "Save this!": true, "save this please": true, "what's this?": true,
		"What is this": true, "remind me about this": true, "add it to my calendar": true, "👆": true, "keep this one 🙏": true,
		"תוסיף את זה": true, "תשמור": true, "מה זה?": true, "תוסיף ליומן בבקשה": true, "תזכיר לי על זה": true, "ותשמור את זה": true,
		"remind me tomorrow at 9 to pay this": false, "dinner at Ronit's friday": false, "add milk to shopping": false,
		"תזכיר לי מחר ב-9 לשלם את זה": false, "הסיסמה לוויפי": false, "call Dana": false,
	} {
		if got := bot.PointsAtMedia(caption); got != want {
			t.Errorf("PointsAtMedia(%q) = %v; want %v", caption, got, want)
		}
	}
}

// TestReadable: the types the model reads, parameters aside.
func TestReadable(t *testing.T) {
	for mime, want := range map[string]bool{"image/jpeg": true, "IMAGE/PNG": true, "image/webp": true, "application/pdf": true,
		"application/pdf; name=x.pdf": true, "image/gif": false, "video/mp4": false, "application/msword": false, "": false} {
		if got := bot.Readable(mime); got != want {
			t.Errorf("Readable(%q) = %v; want %v", mime, got, want)
		}
	}
}

// TestIntakePhoto: a photo is fetched and goes to the turn as its
// attachment, typed by its bytes; without a model, over the size limit,
// not fetched or of a type not read, it gets its notice and no turn.
func TestIntakePhoto(t *testing.T) {
	jpeg := []byte{0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0, 1, 2, 3}
	pdf := []byte("%PDF-1.7\n1 0 obj\n")
	tests := []struct {
		name   string
		photos bool
		f      *fetcher
		media  bot.Media
		want   bot.Notice
		mime   string
	}{
		{name: "photo", photos: true, f: &fetcher{Data: jpeg, Mime: "image/jpeg"}, media: bot.Media{Type: "image", Mime: "image/jpeg"}, mime: "image/jpeg"},
		{name: "pdf", photos: true, f: &fetcher{Data: pdf}, media: bot.Media{Type: "document", Mime: "application/pdf", Name: "invite.pdf"}, mime: "application/pdf"},
		{name: "no model", f: &fetcher{Data: jpeg}, media: bot.Media{Type: "image"}, want: bot.NoticeNoCaption},
		{name: "no fetcher", photos: true, media: bot.Media{Type: "image"}, want: bot.NoticeNoCaption},
		{name: "too large", photos: true, f: &fetcher{Data: make([]byte, 2<<20)}, media: bot.Media{Type: "image"}, want: bot.NoticePhotoTooLarge},
		{name: "fetch fails", photos: true, f: &fetcher{Err: errors.New("410 gone")}, media: bot.Media{Type: "image"}, want: bot.NoticePhotoFailed},
		{name: "declared type not read", photos: true, f: &fetcher{Data: jpeg}, media: bot.Media{Type: "document", Mime: "application/msword"}, want: bot.NoticePhotoType},
		{name: "bytes not an image", photos: true, f: &fetcher{Data: []byte("<html>hello</html>")}, media: bot.Media{Type: "image", Mime: "image/jpeg"}, want: bot.NoticePhotoType},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := bot.IntakeConfig{Channel: "cloud", MaxMedia: 1 << 20, Lang: memo.English, Photos: tt.photos}
			if tt.f != nil {
				cfg.Fetcher = tt.f
			}
			var ran []memo.Inbound
			next := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
				ran = append(ran, in)
				return memo.Reply{ChatID: in.ChatID, Text: "ran", Success: true}, nil
			}}
			in := memo.Inbound{ChatID: "+972501234567", MessageID: "M1", Text: "add this", Channel: "cloud"}
			r, err := bot.NewIntake(cfg).Turn(context.Background(), next, in, bot.KindPhoto, "image", tt.media)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != "" {
				if r.Tool != "cloud."+string(tt.want) || r.Text != tt.want.Text(memo.English) || len(ran) != 0 {
					t.Errorf("reply %+v, %d turns; want %s", r, len(ran), tt.want)
				}
				return
			}
			if len(ran) != 1 || ran[0].Attachment == nil || ran[0].Attachment.Mime != tt.mime || ran[0].Attachment.Name != tt.media.Name ||
				len(ran[0].Attachment.Data) == 0 || ran[0].Text != "add this" {
				t.Fatalf("turns %+v", ran)
			}
			if len(tt.f.got) != 1 || tt.f.got[0].Type != tt.media.Type || tt.f.got[0].Mime != tt.media.Mime || tt.f.got[0].Name != tt.media.Name {
				t.Errorf("fetched %+v; want %+v", tt.f.got, tt.media)
			}
		})
	}
}
