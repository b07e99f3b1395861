import Foundation

/// A 16 × 16 JPEG made for these tests (quality 95, no chroma subsampling): its left half red,
/// its right half blue.
public enum SampleJPEG {
    public static let redBlue: [UInt8] = Array(Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNeXgq5KAhlUDXv/Z")!)
}

/// A one-page PDF made for these tests: a 20 × 10 pt page, its left half red and its right half
/// blue, drawn as two filled rectangles (vector).
public enum SamplePDF {
    public static let redBlue = Data(#"""
%PDF-1.4
1 0 obj
<< /Type /Catalog /Pages 2 0 R >>
endobj
2 0 obj
<< /Type /Pages /Kids [3 0 R] /Count 1 >>
endobj
3 0 obj
<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >>
endobj
4 0 obj
<< /Length 48 >>
stream
1 0 0 rg 0 0 10 10 re f 0 0 1 rg 10 0 10 10 re f
endstream
endobj
xref
0 5
0000000000 65535 f 
0000000009 00000 n 
0000000058 00000 n 
0000000115 00000 n 
0000000200 00000 n 
trailer
<< /Size 5 /Root 1 0 R >>
startxref
298
%%EOF
"""#.utf8)
}
