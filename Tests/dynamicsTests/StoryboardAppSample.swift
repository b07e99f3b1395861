/// A storyboard app written for these tests: app and scene delegates, an Info.plist naming
/// the main storyboard, two controllers joined by a segue, outlets (one private, one a
/// collection), an action, a tap recognizer, a runtime attribute, constraints to the safe
/// area, and a xib-loaded view.
enum StoryboardAppSample {
    static let files: [(path: String, text: String)] = [
        ("DropApp/AppDelegate.swift", #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }

                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }
            """#),
        ("DropApp/SceneDelegate.swift", #"""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                }
            }
            """#),
        ("DropApp/DropViewController.swift", #"""
            import UIKit

            class DropViewController: UIViewController {
                @IBOutlet weak var box: UIView!
                @IBOutlet private weak var statusLabel: UILabel!
                @IBOutlet var walls: [UIView]!

                private var animator: UIDynamicAnimator!
                private(set) var wokeFromNib = false

                override func awakeFromNib() {
                    super.awakeFromNib()
                    wokeFromNib = true
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    animator = UIDynamicAnimator(referenceView: view)
                    statusLabel.text = "Ready (\(walls.count) walls)"
                    print("drop:", walls.count, wokeFromNib, view.bounds.width, box.frame.minX)
                }

                @IBAction func drop(_ sender: UIButton) {
                    let gravity = UIGravityBehavior(items: [box])
                    let collision = UICollisionBehavior(items: [box])
                    collision.translatesReferenceBoundsIntoBoundary = true
                    animator.addBehavior(gravity)
                    animator.addBehavior(collision)
                    statusLabel.text = "Dropped"
                }

                @IBAction private func backgroundTapped(_ sender: UITapGestureRecognizer) {
                    box.backgroundColor = .systemPurple
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "details" {
                        segue.destination.title = "Details"
                    }
                }
            }
            """#),
        ("DropApp/DetailViewController.swift", #"""
            import UIKit

            class DetailViewController: UIViewController {
                @IBOutlet weak var messageLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    messageLabel.text = title ?? "untitled"
                    let badge = Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)?.first as! BadgeView
                    badge.center = CGPoint(x: view.bounds.midX, y: 200)
                    view.addSubview(badge)
                    print("detail:", messageLabel.text ?? "", badge.textLabel.text ?? "")
                }
            }
            """#),
        ("DropApp/BadgeView.swift", #"""
            import UIKit

            class BadgeView: UIView {
                @IBOutlet weak var textLabel: UILabel!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel.text = "From a xib"
                }
            }
            """#),
        ("DropApp/BadgeView.xib", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="bdg-vw-001" customClass="BadgeView" customModule="DropApp" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" text="Badge" textAlignment="center" id="bdg-lbl-01">
                                <rect key="frame" x="0.0" y="18" width="200" height="24"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="18"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" red="0.2" green="0.6" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <connections>
                            <outlet property="textLabel" destination="bdg-lbl-01" id="bdg-o-01"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """#),
        ("DropApp/Info.plist", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>UIApplicationSceneManifest</key>
            	<dict>
            		<key>UIApplicationSupportsMultipleScenes</key>
            		<false/>
            		<key>UISceneConfigurations</key>
            		<dict>
            			<key>UIWindowSceneSessionRoleApplication</key>
            			<array>
            				<dict>
            					<key>UISceneConfigurationName</key>
            					<string>Default Configuration</string>
            					<key>UISceneDelegateClassName</key>
            					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            					<key>UISceneStoryboardFile</key>
            					<string>Main</string>
            				</dict>
            			</array>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """#),
        ("DropApp/Base.lproj/Main.storyboard", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="drp-vc-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="drp-sc-001">
                        <objects>
                            <viewController id="drp-vc-001" customClass="DropViewController" customModule="DropApp" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="drp-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="drp-box-01">
                                            <rect key="frame" x="167" y="160" width="80" height="80"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                    <integer key="value" value="12"/>
                                                </userDefinedRuntimeAttribute>
                                            </userDefinedRuntimeAttributes>
                                        </view>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="drp-lbl-01">
                                            <rect key="frame" x="20" y="68" width="374" height="24"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                            <color key="textColor" red="0.1" green="0.2" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="drp-btn-01">
                                            <rect key="frame" x="157" y="780" width="100" height="44"/>
                                            <color key="backgroundColor" systemColor="systemBlueColor"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="drp-c-01"/>
                                                <constraint firstAttribute="height" constant="44" id="drp-c-02"/>
                                            </constraints>
                                            <state key="normal" title="Drop">
                                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                            <connections>
                                                <action selector="drop:" destination="drp-vc-001" eventType="touchUpInside" id="drp-a-01"/>
                                            </connections>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="drp-btn-02">
                                            <rect key="frame" x="314" y="780" width="80" height="44"/>
                                            <state key="normal" title="Next"/>
                                            <connections>
                                                <segue destination="dtl-vc-001" kind="presentation" identifier="details" modalPresentationStyle="fullScreen" id="drp-sg-01"/>
                                            </connections>
                                        </button>
                                        <view contentMode="scaleToFill" id="drp-wal-01">
                                            <rect key="frame" x="0.0" y="846" width="414" height="50"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                            <color key="backgroundColor" white="0.85" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="drp-sa-001"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="drp-lbl-01" firstAttribute="top" secondItem="drp-sa-001" secondAttribute="top" constant="20" id="drp-c-03"/>
                                        <constraint firstItem="drp-lbl-01" firstAttribute="leading" secondItem="drp-sa-001" secondAttribute="leading" constant="20" id="drp-c-04"/>
                                        <constraint firstItem="drp-sa-001" firstAttribute="trailing" secondItem="drp-lbl-01" secondAttribute="trailing" constant="20" id="drp-c-05"/>
                                        <constraint firstItem="drp-btn-01" firstAttribute="centerX" secondItem="drp-vw-001" secondAttribute="centerX" id="drp-c-06"/>
                                        <constraint firstItem="drp-sa-001" firstAttribute="bottom" secondItem="drp-btn-01" secondAttribute="bottom" constant="38" id="drp-c-07"/>
                                        <constraint firstItem="drp-btn-02" firstAttribute="centerY" secondItem="drp-btn-01" secondAttribute="centerY" id="drp-c-08"/>
                                        <constraint firstItem="drp-sa-001" firstAttribute="trailing" secondItem="drp-btn-02" secondAttribute="trailing" constant="20" id="drp-c-09"/>
                                    </constraints>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="drp-tap-01" appends="YES" id="drp-o-05"/>
                                    </connections>
                                </view>
                                <connections>
                                    <outlet property="box" destination="drp-box-01" id="drp-o-01"/>
                                    <outlet property="statusLabel" destination="drp-lbl-01" id="drp-o-02"/>
                                    <outletCollection property="walls" destination="drp-wal-01" collectionClass="NSMutableArray" id="drp-o-03"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="drp-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            <tapGestureRecognizer id="drp-tap-01">
                                <connections>
                                    <action selector="backgroundTapped:" destination="drp-vc-001" id="drp-a-02"/>
                                </connections>
                            </tapGestureRecognizer>
                        </objects>
                        <point key="canvasLocation" x="132" y="-2"/>
                    </scene>
                    <scene sceneID="dtl-sc-001">
                        <objects>
                            <viewController id="dtl-vc-001" customClass="DetailViewController" customModule="DropApp" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dtl-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" text="Label" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="dtl-lbl-01">
                                            <rect key="frame" x="20" y="400" width="374" height="40"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="32"/>
                                            <nil key="textColor"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="dtl-sa-001"/>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                    <constraints>
                                        <constraint firstItem="dtl-lbl-01" firstAttribute="centerY" secondItem="dtl-vw-001" secondAttribute="centerY" id="dtl-c-01"/>
                                        <constraint firstItem="dtl-lbl-01" firstAttribute="leading" secondItem="dtl-sa-001" secondAttribute="leading" constant="20" id="dtl-c-02"/>
                                        <constraint firstItem="dtl-sa-001" firstAttribute="trailing" secondItem="dtl-lbl-01" secondAttribute="trailing" constant="20" id="dtl-c-03"/>
                                    </constraints>
                                </view>
                                <connections>
                                    <outlet property="messageLabel" destination="dtl-lbl-01" id="dtl-o-01"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dtl-fr-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="systemBlueColor">
                        <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="systemOrangeColor">
                        <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="systemYellowColor">
                        <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>
            """#),
    ]
}
