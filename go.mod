module github.com/argot-nlp/argot

go 1.26.0

require (
	github.com/RoaringBitmap/roaring/v2 v2.30.0
	github.com/abadojack/whatlanggo v1.0.1
	github.com/go-ego/gse v0.80.3
	github.com/ikawaha/kagome-dict/ipa v1.2.6
	github.com/ikawaha/kagome/v2 v2.10.3
	github.com/klauspost/compress v1.20.3
	github.com/pemistahl/lingua-go v1.4.0
	github.com/wasilibs/go-re2 v1.13.0
	golang.org/x/text v0.43.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/ikawaha/kagome-dict v1.1.7 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	github.com/shopspring/decimal v1.3.1 // indirect
	github.com/vcaesar/cedar v0.20.2 // indirect
	golang.org/x/exp v0.0.0-20221106115401-f9659909a136 // indirect
	golang.org/x/sys v0.48.0 // indirect
	google.golang.org/protobuf v1.31.0 // indirect
)
